// The Vitest part of `npm test`: two runs. Vitest gives every project the root's coverage settings,
// and v8 coverage cost the browser projects 1.4-1.9x their time, while core's line coverage (the
// 90% threshold) comes from the Node and jsdom projects alone. So the first run takes coverage
// over those, the second runs the Chromium projects without it. Each writes its own JSON report,
// and test/tools/summary.mjs counts both. Every project of vite.config.ts matches one pattern here.
import { spawnSync } from 'node:child_process';

/** The two runs: their projects (names or globs) and report files. */
export const TEST_RUNS = [
  {
    report: 'test-results/vitest.json',
    args: ['--coverage', '--project', 'unit*', '--project', 'e2e', '--project', 'apps'],
  },
  {
    report: 'test-results/vitest-browser.json',
    args: ['--project', 'browser*', '--project', 'storybook'],
  },
];

if (import.meta.url === `file://${process.argv[1]}`) {
  let failed = false;
  for (const run of TEST_RUNS) {
    const result = spawnSync('npx', ['vitest', 'run', ...run.args], {
      stdio: 'inherit',
      env: { ...process.env, EXPENSE_FIELDS_TEST_JSON: run.report },
    });
    // Both runs go on whatever the first gave: CI counts every test.
    if (result.status !== 0) failed = true;
  }
  process.exit(failed ? 1 : 0);
}
