import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';

/** Starts the demo exactly as `npm run dev` does (mode `demo`), on a free loopback port. */
export async function startDemoServer(): Promise<{ server: ViteDevServer; url: string }> {
  const server = await createServer({
    configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
    mode: 'demo',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
    logLevel: 'error',
  });
  await server.listen();
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The demo server did not report a local URL.');
  return { server, url };
}
