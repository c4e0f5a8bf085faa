import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Not in an app of your own, which installs react@18 and runs `npx msw init public`: this
// repository installs React 19 at its root, React 18.3 in its local package
// expense-fields-react18, and MSW's worker script in its root's public/.
const local = createRequire(import.meta.url).resolve('expense-fields-react18/package.json');
const react18 = join(dirname(local), 'node_modules');

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { react: join(react18, 'react'), 'react-dom': join(react18, 'react-dom') } },
  publicDir: '../../../public',
});
