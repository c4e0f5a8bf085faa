// The packed tarball the package test and the apps install. `npm test` packs it once, beside the
// type check and the lint (test/tools/runTests.mjs), and names it in EXPENSE_FIELDS_TARBALL; a
// test run on its own builds and packs it itself.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The path of `expense-fields-<version>.tgz`: the one `npm test` packed, or a new one in `into`.
 *
 * @example
 * const tarball = await packedTarball(mkdtempSync(join(tmpdir(), 'apps-')));
 */
export async function packedTarball(into: string): Promise<string> {
  const given = process.env.EXPENSE_FIELDS_TARBALL;
  if (given && existsSync(given)) return given;
  const root = process.cwd();
  // With its declarations, as published. NODE_ENV as `npm run build` has it outside Vitest (which
  // sets 'test': the dev JSX runtime).
  const { EXPENSE_FIELDS_SKIP_DTS: _skip, ...env } = process.env;
  await run('npm', ['run', 'build'], { cwd: root, env: { ...env, NODE_ENV: 'production' } });
  const { stdout } = await run(
    'npm',
    ['pack', '--ignore-scripts', '--json', '--pack-destination', into],
    { cwd: root },
  );
  return join(into, (JSON.parse(stdout) as { filename: string }[])[0]?.filename ?? '');
}
