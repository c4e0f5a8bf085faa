// Prints the one plain line CI reads: `N passed, N failed`, counted from Vitest's JSON report,
// plus the pipeline checks named on the command line as `name=exitCode`.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
const report = 'test-results/vitest.json';
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed += json.numPassedTests ?? 0;
  failed += json.numFailedTests ?? 0;
  // A file that fails to load has no tests of its own: count it, or it would vanish.
  for (const file of json.testResults ?? []) {
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) failed += 1;
  }
} else {
  console.error(`summary: ${report} is missing (the test run stopped before Vitest reported).`);
}
// Every story is a test: the stories Storybook indexes must equal the story tests that ran.
const index = 'storybook-static/index.json';
if (existsSync(index) && existsSync(report)) {
  const stories = Object.values(JSON.parse(readFileSync(index, 'utf8')).entries ?? {}).filter(
    (entry) => entry.type === 'story',
  ).length;
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const storyTests = (json.testResults ?? [])
    .filter((file) => /[\\/]stories[\\/].*\.stories\.tsx?$/.test(file.name ?? ''))
    .reduce((sum, file) => sum + (file.assertionResults ?? []).length, 0);
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
