import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';

// Not in an app of your own: in this repository the app is built in a folder of its own whose
// node_modules links each package to the repository's install (test/apps/isolatedApp.ts), outside
// the app. Turbopack compiles from a root that holds both.
const installed = realpathSync(path.join(__dirname, 'node_modules/next'));
let root = __dirname;
while (path.relative(root, installed).startsWith('..')) root = path.dirname(root);

const nextConfig: NextConfig = { turbopack: { root }, outputFileTracingRoot: root };

export default nextConfig;
