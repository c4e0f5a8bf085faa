// BENCH_MINIFY=0 node test/bench/profile.mjs [lib] [n]: CPU profiles of fresh mounts, for finding
// where a mount's time goes. Not part of the reported runs. Self time by function (default) or, with
// PROFILE_BY=module, by source module (read from the `// path` lines an unminified build keeps);
// RUNS mounts are averaged (default 3), each in a browser context of its own, as in the bench.
// PROFILE_KEYS=text or PROFILE_KEYS=date profiles keystrokes instead of the mount: 48 keys typed
// into the middle text field, or six whole dates into the middle date field's segments.
import { readFileSync, readdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { servePage } from './benchPage.mjs';

const [lib = 'fieldsform', n = '1000'] = process.argv.slice(2);
const byModule = process.env.PROFILE_BY === 'module';
const keys = process.env.PROFILE_KEYS;
const runs = Number(process.env.RUNS ?? 3);
const { url, server } = await servePage('page.html', 'out');

/**
 * The source module of each line of each of the page's chunks (`// src/react/fields/Field.tsx`
 * starts one), by chunk file name: the page's, and the chunks a library loads before the bench
 * starts (the Material UI pair's). A package nested in a folder of ours (test/bench/rjsf-mui's MUI
 * 7) is named by its path from there, so it is not taken for the root's copy.
 */
function modulesByLine() {
  const assets = new URL('../../bench/out/assets/', import.meta.url);
  const chunks = new Map();
  for (const chunk of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const lines = readFileSync(new URL(chunk, assets), 'utf8').split('\n');
    let current = '(runtime)';
    chunks.set(
      chunk,
      lines.map((line) => {
        const marker = /^\/\/ (\S+\.(?:m?[jt]sx?|cjs))$/.exec(line);
        if (marker)
          current = marker[1].replace(
            /^((?:test\/\S+?\/)?node_modules\/(?:@[^/]+\/)?[^/]+).*/,
            (_, name) => name.replace(/(^|\/)node_modules\//g, '$1'),
          );
        return current;
      }),
    );
  }
  return chunks;
}
const moduleAt = byModule ? modulesByLine() : new Map();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--js-flags=--expose-gc'],
});
try {
  const self = new Map();
  let mountMs = 0;
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${url}?lib=${lib}&n=${n}`);
    await page.waitForFunction(() => typeof window.bench === 'object');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    // PROFILE_WARM=1: the mount profiled is a second one in the same page (its code compiled).
    if (keys || process.env.PROFILE_WARM) {
      await page.evaluate(() => window.bench.mount());
      await page.evaluate(() => window.bench.settle());
    }
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    if (keys === 'date')
      for (const date of '112020260315202507042024'.repeat(2).match(/.{8}/g)) {
        await page.evaluate(() => window.bench.focusDate());
        for (const char of date)
          mountMs += (await page.evaluate((c) => window.bench.dateKey(c), char)).ms / runs;
      }
    else if (keys)
      for (const char of 'abcdefghijklmnopqrstuvwx'.repeat(2))
        mountMs += (await page.evaluate((c) => window.bench.key(c), char)).ms / runs;
    else mountMs += (await page.evaluate(() => window.bench.mount())).mountMs / runs;
    const { profile } = await cdp.send('Profiler.stop');
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    for (let i = 0; i < profile.samples.length; i += 1) {
      const { functionName, url: file, lineNumber } = byId.get(profile.samples[i]).callFrame;
      if (functionName === '(idle)') continue;
      const chunk = moduleAt.get(file.split('/').pop());
      const name = !byModule
        ? `${functionName || '(anon)'} ${file.split('/').pop()}:${lineNumber}`
        : chunk
          ? chunk[lineNumber]
          : `(browser) ${functionName || file.split('/').pop()}`;
      self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000 / runs);
    }
    await context.close();
  }
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 40));
  console.log(
    `${keys ? `48 ${keys} keys` : 'mount'} ${mountMs.toFixed(1)} ms (mean of ${runs}, slowed by the profiler)`,
  );
  for (const [name, ms] of top) console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
  if (byModule) {
    // Totals by origin: what a change to our code should move, apart from the browser's share.
    const origin = (name) =>
      name.startsWith('src/') ? 'ours (src/)' : name.startsWith('(browser)') ? 'browser' : name;
    const totals = new Map();
    for (const [name, ms] of self) totals.set(origin(name), (totals.get(origin(name)) ?? 0) + ms);
    const shown = [
      'ours (src/)',
      'react-dom',
      '@mui/material',
      '@mui/system',
      '@emotion/react',
      'test/bench/rjsf-mui/@mui/material',
      'test/bench/rjsf-mui/@mui/system',
      '@rjsf/core',
      'test/bench/rjsf-mui/@rjsf/mui',
      'react-hook-form',
      '@tanstack/query-core',
      'browser',
    ];
    console.log(shown.map((name) => `${name} ${(totals.get(name) ?? 0).toFixed(1)}`).join(' | '));
  }
} finally {
  await browser.close();
  server.close();
}
