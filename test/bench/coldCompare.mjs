// node test/bench/coldCompare.mjs <before> <after>: a first visit (the cache off, from the
// navigation's start to the first paint in which every field can be used) of two checkouts' cold
// pages (test/bench/cold.html), in the same rounds and in turns, so what one change adds to a
// first visit is a ratio of the same run. QUERY sets the page (default `n=50&dates=off`: a form
// without dates, to see what code in the main entry costs a form that does not use it).
import { chromium } from 'playwright-core';
import { coldVisit } from './coldVisit.mjs';

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: node test/bench/coldCompare.mjs <before checkout> <after checkout>');
  process.exit(2);
}
const query = process.env.QUERY ?? 'n=50&dates=off';
const runs = Number(process.env.RUNS ?? 15);

/** Builds and serves a checkout's cold page with that checkout's own tool. */
const serve = async (root) =>
  (await import(`${root}/test/bench/benchPage.mjs`)).servePage('cold.html', 'out-cold');
const sides = { before: await serve(before), after: await serve(after) };
const usableAt = { before: [], after: [] };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (let round = 0; round < runs; round += 1) {
    for (const side of round % 2 ? ['after', 'before'] : ['before', 'after']) {
      usableAt[side].push((await coldVisit(browser, `${sides[side].url}?${query}`)).usableAt);
    }
  }
} finally {
  await browser.close();
  sides.before.server.close();
  sides.after.server.close();
}
const sorted = (values) => [...values].sort((a, b) => a - b);
const median = (values) => sorted(values)[Math.floor(values.length / 2)];
const ratios = sorted(usableAt.after.map((value, round) => value / usableAt.before[round]));
const at = (share) => ratios[Math.min(ratios.length - 1, Math.floor(ratios.length * share))];
console.log(`${query}, ${runs} rounds, usable from the navigation's start (cache off)`);
for (const side of ['before', 'after'])
  console.log(`${side.padEnd(6)} ${median(usableAt[side]).toFixed(0)} ms`);
console.log(
  `after / before: ${median(ratios).toFixed(3)} (middle half ${at(0.25).toFixed(3)}–${at(0.75).toFixed(3)})`,
);
