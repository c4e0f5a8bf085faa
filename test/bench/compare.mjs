// node test/bench/compare.mjs <before> <after>: the mount of two checkouts of this repository
// (e.g. a `git worktree` of the base commit and this one), measured in the same run. Mount figures
// move 10-20% between runs on a 2-core machine, so a change is judged by the ratio of its pages to
// the base's pages in the same rounds, never against a figure from another run. Each round loads
// the floor, `markup`, the form of <before> and the form of <after>, in a rotating order, each in
// a browser context of its own (N fields: N=1000 by default; RUNS rounds: 11). BEFORE_QUERY and
// AFTER_QUERY add to a side's page address (e.g. AFTER_QUERY='&ready' measures one checkout's two
// ways of mounting against each other).
import { chromium } from 'playwright-core';

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: node test/bench/compare.mjs <before checkout> <after checkout>');
  process.exit(2);
}
const n = process.env.N ?? '1000';
const runs = Number(process.env.RUNS ?? 11);

/** Builds and serves a checkout's bench page with that checkout's own tool. */
const serve = async (root) =>
  (await import(`${root}/test/bench/benchPage.mjs`)).servePage('page.html', 'out');
const base = await serve(before);
const changed = await serve(after);
const pages = {
  floor: `${base.url}?lib=floor`,
  markup: `${base.url}?lib=markup`,
  before: `${base.url}?lib=fieldsform${process.env.BEFORE_QUERY ?? ''}`,
  after: `${changed.url}?lib=fieldsform${process.env.AFTER_QUERY ?? ''}`,
};
const labels = Object.keys(pages);
const mount = new Map(labels.map((label) => [label, []]));
const busy = new Map(labels.map((label) => [label, []]));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--js-flags=--expose-gc'],
});
try {
  for (let round = 0; round < runs; round += 1) {
    const shift = round % labels.length;
    for (const label of [...labels.slice(shift), ...labels.slice(0, shift)]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.goto(`${pages[label]}&n=${n}`);
      await page.waitForFunction(() => typeof window.bench === 'object');
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      const taskMs = async () =>
        (await cdp.send('Performance.getMetrics')).metrics.find(
          (metric) => metric.name === 'TaskDuration',
        ).value * 1000;
      const start = await taskMs();
      const { mountMs } = await page.evaluate(() => window.bench.mount());
      mount.get(label).push(mountMs);
      busy.get(label).push((await taskMs()) - start);
      await context.close();
    }
  }
} finally {
  await browser.close();
  base.server.close();
  changed.server.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The median over rounds of one page's figure over another's of the same round. */
const ratio = (figures, label, to) =>
  median(figures.get(label).map((value, round) => value / figures.get(to)[round]));
console.log(`N = ${n}, ${runs} rounds; ratios are medians of each round's ratio`);
for (const label of labels)
  console.log(
    `${label.padEnd(7)} mount ${median(mount.get(label)).toFixed(1).padStart(7)} ms ` +
      `(${ratio(mount, label, 'floor').toFixed(2)}x floor), busy ` +
      `${median(busy.get(label)).toFixed(1).padStart(7)} ms (${ratio(busy, label, 'floor').toFixed(2)}x)`,
  );
/**
 * The middle half of the rounds' after/before ratios: a change whose range holds 1 is not told
 * apart from noise by this run (two checkouts of the same code spread about ±5% at N = 1000).
 */
const spread = (figures) => {
  const ratios = figures
    .get('after')
    .map((value, round) => value / figures.get('before')[round])
    .sort((a, b) => a - b);
  const at = (share) => ratios[Math.min(ratios.length - 1, Math.floor(ratios.length * share))];
  return `${at(0.25).toFixed(3)}–${at(0.75).toFixed(3)}`;
};
console.log(
  `after / before: mount ${ratio(mount, 'after', 'before').toFixed(3)} (middle half ${spread(mount)}), ` +
    `busy ${ratio(busy, 'after', 'before').toFixed(3)} (middle half ${spread(busy)})`,
);
