import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';

// Not in an app of your own: next, react and react-dom are installed at the repository's root
// (this app's node_modules holds only the unpacked expense-fields), and in a git worktree that
// node_modules may link to another checkout. The root Turbopack compiles from holds both.
const repository = path.join(__dirname, '../../..');
const installed = path.dirname(realpathSync(path.join(repository, 'node_modules')));
let root = repository;
while (path.relative(root, installed).startsWith('..')) root = path.dirname(root);

const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
  turbopack: { root },
  outputFileTracingRoot: root,
};

export default nextConfig;
