// node test/bench/firstRunCode.mjs [n] [libs]: what a first mount costs before any rendering, by
// library. A page's code runs for the first time in its first mount: V8 compiles each function on
// its first call, and its inline caches start cold. For each library this prints the functions
// the mount called and their source size (precise coverage of the unminified build, each
// function's own bytes without the functions nested in it that ran too), by origin, and the
// mount's compile time from a trace (V8.CompileCode and V8.ParseFunction). Not part of the
// reported runs: `npm run bench`'s "mounted again" column gives the same mount with its code warm.
import { readFileSync, readdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { servePage } from './benchPage.mjs';

const [n = '20', libs = 'floor,fieldsform,rjsf'] = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 5);
process.env.BENCH_MINIFY = '0';
const { url, server } = await servePage('page.html', 'out');
const assets = new URL('../../bench/out/assets/', import.meta.url);
// The page is split into chunks (the libraries' shared modules, React, the lazy parts): every
// script of the build that the mount runs counts, each mapped by its own module comments.
const chunks = new Map(
  readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => [name, readFileSync(new URL(name, assets), 'utf8')]),
);

/** Each module's start offset in a chunk (an unminified build starts each with `// path`). */
const startsOf = (source) =>
  [...source.matchAll(/^\/\/ (\S+\.(?:m?[jt]sx?|cjs))$/gm)].map((match) => [
    match.index,
    match[1].replace(/^node_modules\/((?:@[^/]+\/)?[^/]+).*/, '$1'),
  ]);
const originAt = (starts, offset) => {
  let found = '(runtime)';
  for (const [start, name] of starts) if (start <= offset) found = name;
  // FIRST_RUN_FILES=1: our own code by file (which of our modules a first mount runs).
  if (found.startsWith('src/'))
    return process.env.FIRST_RUN_FILES === '1' ? found : 'expense-fields';
  return found;
};

/** Own bytes of each function the mount called: its range less the called functions inside it. */
function calledBytes(functions, starts, byOrigin) {
  const called = functions
    .map((fn) => fn.ranges[0])
    .filter((range) => range.count > 0 && range.startOffset > 0)
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  const own = new Map(called.map((range) => [range, range.endOffset - range.startOffset]));
  const open = [];
  for (const range of called) {
    while (open.length && open.at(-1).endOffset <= range.startOffset) open.pop();
    const outer = open.at(-1);
    if (outer) own.set(outer, own.get(outer) - (range.endOffset - range.startOffset));
    open.push(range);
  }
  for (const range of called) {
    const origin = originAt(starts, range.startOffset);
    const total = byOrigin.get(origin) ?? { functions: 0, bytes: 0 };
    byOrigin.set(origin, { functions: total.functions + 1, bytes: total.bytes + own.get(range) });
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  for (const lib of libs.split(',')) {
    const compileMs = [];
    let byOrigin;
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await page.goto(`${url}?lib=${lib}&n=${n}`);
      await page.waitForFunction(() => typeof window.bench === 'object');
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
      // The first run counts code (coverage); the others time compiling (a trace).
      if (run === 0) {
        await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
        await cdp.send('Profiler.takePreciseCoverage');
        await page.evaluate(() => window.bench.mount());
        const { result } = await cdp.send('Profiler.takePreciseCoverage');
        byOrigin = new Map();
        for (const script of result) {
          const source = chunks.get(script.url.split('/').pop());
          if (source) calledBytes(script.functions, startsOf(source), byOrigin);
        }
      } else {
        await browser.startTracing(page, { categories: ['v8', 'disabled-by-default-v8.compile'] });
        await page.evaluate(() => window.bench.mount());
        const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
        compileMs.push(
          traceEvents
            .filter((e) => e.ph === 'X' && /^V8\.(CompileCode|ParseFunction)$/.test(e.name))
            .reduce((sum, e) => sum + e.dur / 1000, 0),
        );
      }
      await context.close();
    }
    const rows = [...byOrigin].sort((a, b) => b[1].bytes - a[1].bytes);
    const total = rows.reduce((sum, [, row]) => sum + row.functions, 0);
    console.log(
      `${lib} n=${n}: ${total} functions called, compile ${median(compileMs).toFixed(1)} ms (median of ${compileMs.length})`,
    );
    for (const [origin, row] of rows.slice(0, process.env.FIRST_RUN_FILES === '1' ? 80 : 6))
      console.log(
        `  ${origin.padEnd(24)} ${String(row.functions).padStart(4)} functions ${(row.bytes / 1024).toFixed(1).padStart(6)} kB`,
      );
  }
} finally {
  await browser.close();
  server.close();
}
