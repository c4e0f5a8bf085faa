import { fileURLToPath } from 'node:url';

// The repository's root: next, react and react-dom are installed there (this app has no
// node_modules of its own but the unpacked expense-fields).
const root = fileURLToPath(new URL('../../..', import.meta.url));

/** @type {import('next').NextConfig} */
export default {
  turbopack: { root },
  outputFileTracingRoot: root,
};
