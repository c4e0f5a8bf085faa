// BENCH_MINIFY=0 node test/bench/profile.mjs [lib] [n]: a CPU profile of one mount, by function
// (self time), for finding where a mount's time goes. Not part of the reported runs.
import { chromium } from 'playwright-core';
import { servePage } from './benchPage.mjs';

const [lib = 'fieldsform', n = '1000'] = process.argv.slice(2);
const { url, server } = await servePage('page.html', 'out');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--js-flags=--expose-gc'],
});
try {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await page.goto(`${url}?lib=${lib}&n=${n}`);
  await page.waitForFunction(() => typeof window.bench === 'object');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const mounted = await page.evaluate(() => window.bench.mount());
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const node = byId.get(profile.samples[i]);
    const { functionName, url: file, lineNumber } = node.callFrame;
    const name = `${functionName || '(anon)'} ${file.split('/').pop()}:${lineNumber}`;
    self.set(name, (self.get(name) ?? 0) + (dt[i] ?? 0) / 1000);
  }
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 40));
  console.log(JSON.stringify(mounted));
  for (const [name, ms] of top) console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
} finally {
  await browser.close();
  server.close();
}
