// Global set-up of the `apps` project: the packed tarball, unpacked into each example app's own
// node_modules/expense-fields, as `npm install ./expense-fields-x.tgz` would put it. Everything
// else (react, next, vite, msw) the apps find in this repository's node_modules, walking up: no
// test installs from the network.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = process.cwd();

/** The example apps that install the tarball. */
export const APPS = ['csp-page', 'nextjs-app-router', 'vite-react18', 'typed-app', 'testing-guide'];

export default async function packedPackage() {
  const work = mkdtempSync(join(tmpdir(), 'expense-fields-apps-'));
  // With its declarations, as published: `next build` type-checks the Next.js app against them
  // (about 15 s of CPU more than a build without). NODE_ENV as `npm run build` has it outside
  // Vitest (which sets 'test': the dev JSX runtime).
  const { EXPENSE_FIELDS_SKIP_DTS: _skip, ...env } = process.env;
  await run('npm', ['run', 'build'], { cwd: root, env: { ...env, NODE_ENV: 'production' } });
  const { stdout } = await run(
    'npm',
    ['pack', '--ignore-scripts', '--json', '--pack-destination', work],
    { cwd: root },
  );
  const tarball = join(work, (JSON.parse(stdout) as { filename: string }[])[0]?.filename ?? '');
  for (const app of APPS) {
    const target = join(root, 'test/apps', app, 'node_modules/expense-fields');
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    await run('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  }
  return () => rmSync(work, { recursive: true, force: true });
}
