// What both benchmarks need: one page built for production, and a local server for it.
import react from '@vitejs/plugin-react';
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * Builds `test/bench/<page>` into `bench/<out>` and serves it on 127.0.0.1; `route` may answer a
 * request first (return true when it did). Resolves with the page's address and the server.
 *
 * @example
 * const { url, server } = await servePage('page.html', 'out');
 */
export async function servePage(page, out, route = () => false) {
  const outDir = join(here, '../../bench', out);
  await build({
    configFile: false,
    root: here,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    // One React for every library: test/bench/rjsf-mui is a package of its own (MUI 7 beside the
    // root's MUI 9), and a file there must still get the root's React, not a copy of its own.
    resolve: { dedupe: ['react', 'react-dom', '@emotion/react', '@emotion/styled'] },
    build: {
      outDir,
      emptyOutDir: true,
      // BENCH_MINIFY=0 keeps names readable in a CPU profile; reported runs are minified.
      minify: process.env.BENCH_MINIFY !== '0',
      rolldownOptions: { input: join(here, page) },
    },
  });
  const server = createServer((req, res) => {
    if (route(req, res)) return;
    const path = join(outDir, new URL(req.url ?? '/', 'http://x').pathname);
    if (!path.startsWith(outDir) || !existsSync(path)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' });
    createReadStream(path).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/${page}`, server };
}
