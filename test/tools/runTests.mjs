// The checks and tests of `npm test`, after the preflight. First, side by side (each is one
// process on one core, and the machine has two): the type check, the lint, and the packed tarball
// the package test and the example apps install (built once here, named to them in
// EXPENSE_FIELDS_TARBALL; each built its own before, one of them while every other test waited).
// Then two Vitest runs. Vitest gives every project the root's coverage settings, and v8 coverage
// cost the browser projects 1.4-1.9x their time, while core's line coverage (the 90% threshold)
// comes from the Node and jsdom projects alone. So the first run takes coverage over those, the
// second runs the Chromium projects without it. Each writes its own JSON report, and
// test/tools/summary.mjs counts both. Every project of vite.config.ts matches one pattern here.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The two runs: their projects (names or globs) and report files. */
export const TEST_RUNS = [
  {
    report: 'test-results/vitest.json',
    args: ['--coverage', '--project', 'unit*', '--project', 'e2e', '--project', 'apps'],
  },
  {
    report: 'test-results/vitest-browser.json',
    // The controls' stories in each design system's look (`storybook-look-*`) are not here: run
    // with the others they took the Chromium run from about 200 s to 519 s and made timed
    // stories flaky on two cores (`npm run test:story-looks` runs them alone).
    args: ['--project', 'browser*', '--project', 'storybook'],
  },
];

/** One command, its output kept until it ends (so the three side by side do not interleave). */
function step(name, command, args, env = process.env) {
  return new Promise((done) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n== ${name} (exit ${code})\n${output}`);
      done(code === 0);
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const packDir = resolve('test-results/pack');
  rmSync(packDir, { recursive: true, force: true });
  mkdirSync(packDir, { recursive: true });
  const tarball = join(packDir, 'expense-fields.tgz');
  // NODE_ENV as `npm run build` has it outside Vitest: the production JSX runtime.
  const packEnv = { ...process.env, NODE_ENV: 'production' };
  const [typecheck, lint, packed] = await Promise.all([
    step('npm run typecheck', 'npm', ['run', 'typecheck']),
    step('npm run lint', 'npm', ['run', 'lint']),
    step(
      'npm run build && npm pack',
      'sh',
      [
        '-c',
        `npm run build && npm pack --ignore-scripts --pack-destination "${packDir}" && mv "${packDir}"/expense-fields-*.tgz "${tarball}"`,
      ],
      packEnv,
    ),
  ]);
  // The type check and the lint gate the tests, as `&&` did.
  if (!typecheck || !lint) process.exit(1);
  let failed = false;
  for (const run of TEST_RUNS) {
    const result = spawnSync('npx', ['vitest', 'run', ...run.args], {
      stdio: 'inherit',
      env: {
        ...process.env,
        EXPENSE_FIELDS_TEST_JSON: run.report,
        // Without a tarball the package test and the apps build their own (and fail if it fails).
        ...(packed ? { EXPENSE_FIELDS_TARBALL: tarball } : {}),
      },
    });
    // Both runs go on whatever the first gave: CI counts every test.
    if (result.status !== 0) failed = true;
  }
  process.exit(failed || !packed ? 1 : 0);
}
