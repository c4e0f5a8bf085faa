// Prints the one plain line CI reads: `N passed, N failed`, counted from the JSON reports of
// `npm test`'s Vitest runs (test/tools/runTests.mjs), plus the pipeline checks named on the
// command line as `name=exitCode`.
import { existsSync, readFileSync } from 'node:fs';
import { TEST_RUNS } from './runTests.mjs';

let passed = 0;
let failed = 0;
const results = [];
for (const { report } of TEST_RUNS) {
  if (!existsSync(report)) {
    // A run that never reported counts as a failure: its tests would otherwise vanish.
    console.error(`summary: ${report} is missing (the test run stopped before Vitest reported).`);
    failed += 1;
    continue;
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed += json.numPassedTests ?? 0;
  failed += json.numFailedTests ?? 0;
  // A file that fails to load has no tests of its own: count it, or it would vanish.
  for (const file of json.testResults ?? []) {
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) failed += 1;
  }
  results.push(...(json.testResults ?? []));
}
// Every story is a test: the stories Storybook indexes must equal the story tests that ran.
const index = 'storybook-static/index.json';
if (existsSync(index) && results.length > 0) {
  const stories = Object.values(JSON.parse(readFileSync(index, 'utf8')).entries ?? {}).filter(
    (entry) => entry.type === 'story',
  ).length;
  // Each story once: the look projects run the controls' stories again, under the same names.
  const storyTests = new Set(
    results
      .filter((file) => /[\\/]stories[\\/].*\.stories\.tsx?$/.test(file.name ?? ''))
      .flatMap((file) =>
        (file.assertionResults ?? []).map((test) => `${file.name}::${test.fullName ?? test.title}`),
      ),
  ).size;
  console.error(`summary: ${stories} stories in Storybook, ${storyTests} story tests ran`);
  if (stories === storyTests && stories > 0) passed += 1;
  else failed += 1;
}
for (const arg of process.argv.slice(2)) {
  const [name, code] = arg.split('=');
  if (code === '0') passed += 1;
  else {
    failed += 1;
    console.error(`summary: check "${name}" failed with exit code ${code}`);
  }
}
console.log(`${passed} passed, ${failed} failed`);
