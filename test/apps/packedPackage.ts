// Global set-up of the `apps` project: the packed tarball, unpacked into each example app's own
// node_modules/expense-fields, as `npm install ./expense-fields-x.tgz` would put it. Everything
// else (react, next, vite, msw) the apps find in this repository's node_modules, walking up: no
// test installs from the network.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { packedTarball } from '../tools/packedTarball';

const run = promisify(execFile);
const root = process.cwd();

/** The example apps that install the tarball. */
export const APPS = [
  'csp-page',
  'nextjs-app-router',
  'vite-react18',
  'typed-app',
  'testing-guide',
  'vite-mui',
  'vite-shadcn',
  'next-shadcn',
];

export default async function packedPackage() {
  const work = mkdtempSync(join(tmpdir(), 'expense-fields-apps-'));
  // With its declarations, as published: `next build` type-checks the Next.js app against them.
  const tarball = await packedTarball(work);
  for (const app of APPS) {
    const target = join(root, 'test/apps', app, 'node_modules/expense-fields');
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    await run('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  }
  return () => rmSync(work, { recursive: true, force: true });
}
