// What both benchmarks need: one page built for production, and a local server for it.
import react from '@vitejs/plugin-react';
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * react-jsonschema-form's Material UI theme (MUI 7 and its icons, about 190 MB) is the bench's
 * alone: its package (test/bench/rjsf-mui, with its own lock) is installed on the bench's first
 * run, not by the repository's `npm ci`, which CI runs. Its peers (React, emotion, @rjsf/core)
 * are the root's (`--legacy-peer-deps`: no copy of them there).
 */
function installBenchPackages() {
  const dir = join(here, 'rjsf-mui');
  if (existsSync(join(dir, 'node_modules/@rjsf/mui'))) return;
  execFileSync('npm', ['ci', '--legacy-peer-deps', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
  });
}

/**
 * Builds `test/bench/<page>` into `bench/<out>` and serves it on 127.0.0.1; `route` may answer a
 * request first (return true when it did). Resolves with the page's address and the server.
 *
 * @example
 * const { url, server } = await servePage('page.html', 'out');
 */
export async function servePage(page, out, route = () => false) {
  const outDir = join(here, '../../bench', out);
  installBenchPackages();
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
