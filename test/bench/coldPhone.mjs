// npm run bench:cold-phone: a first visit on a mid-range phone, ours against react-jsonschema-form
// and bare inputs. The cold page (cold.html, each library's code alone) at N fields (env N,
// default 30), the cache off and Chromium's CPU slowed 4× from before the navigation (DevTools'
// "mid-tier mobile"), for `floor`, `fieldsform` and `rjsf` in turns over RUNS rounds (default 9).
// Prints when every field could first be used, from the navigation's start, and writes
// bench/cold-phone.json. Each round's ratios are the reported figures: on a shared 2-core machine
// the times move with the other work, a ratio of the same round much less.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { servePage } from './benchPage.mjs';
import { coldVisit, inTurns } from './coldVisit.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const n = Number(process.env.N ?? 30);
const runs = Number(process.env.RUNS ?? 9);
const CPU_THROTTLING = 4;
const LIBS = ['floor', 'fieldsform', 'rjsf'];

const { url, server } = await servePage('cold.html', 'out-cold');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
// The machine's load beside the figures: a busy machine stretches every time of the run.
const loadAverage = { start: loadavg() };
const visits = new Map(LIBS.map((lib) => [lib, []]));
try {
  for (let round = 0; round < runs; round += 1)
    for (const lib of inTurns(LIBS, round))
      visits
        .get(lib)
        .push(
          await coldVisit(browser, `${url}?lib=${lib}&n=${n}`, { cpuThrottling: CPU_THROTTLING }),
        );
} finally {
  loadAverage.end = loadavg();
  await browser.close();
  server.close();
}

const sorted = (values) => [...values].sort((a, b) => a - b);
const median = (values) => sorted(values)[Math.floor(values.length / 2)];
/** Each round's time over another library's in the same round. */
const over = (lib, to) =>
  visits.get(lib).map((visit, round) => visit.usableAt / visits.get(to)[round].usableAt);
const results = LIBS.map((lib) => {
  const mine = visits.get(lib);
  return {
    lib,
    usableAtMs: median(mine.map((visit) => visit.usableAt)),
    overFloor: median(over(lib, 'floor')),
    overRjsf: median(over(lib, 'rjsf')),
    overFloorRuns: over(lib, 'floor'),
    overRjsfRuns: over(lib, 'rjsf'),
    scripts: median(mine.map((visit) => visit.scripts)),
    scriptKB: median(mine.map((visit) => visit.scriptBytes)) / 1024,
    runsMs: mine.map((visit) => visit.usableAt),
  };
});

const load = (values) => values.map((value) => value.toFixed(1)).join(' ');
console.log(
  `\ncold first visit, N = ${n}, CPU ${CPU_THROTTLING}× slower, cache off, ${runs} rounds in turns; load average ${load(loadAverage.start)} at the start, ${load(loadAverage.end)} at the end`,
);
console.log('| library | usable at ms | × floor | × rjsf | scripts | script kB | runs ms |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const row of results)
  console.log(
    `| ${row.lib} | ${row.usableAtMs.toFixed(0)} | ${row.overFloor.toFixed(2)} | ${row.overRjsf.toFixed(2)} | ${row.scripts} | ${row.scriptKB.toFixed(1)} | ${row.runsMs.map((ms) => ms.toFixed(0)).join(', ')} |`,
  );
// How far the rounds spread: the ratios' lowest and highest beside their median.
for (const row of results.filter((entry) => entry.lib !== 'floor')) {
  const ratios = sorted(row.overFloorRuns);
  console.log(
    `${row.lib} × floor by round: ${ratios.at(0).toFixed(2)}–${ratios.at(-1).toFixed(2)} (${ratios.map((ratio) => ratio.toFixed(2)).join(', ')})`,
  );
}
const ours = sorted(results.find((entry) => entry.lib === 'fieldsform').overRjsfRuns);
console.log(
  `fieldsform × rjsf by round: ${ours.at(0).toFixed(2)}–${ours.at(-1).toFixed(2)} (${ours.map((ratio) => ratio.toFixed(2)).join(', ')})`,
);

mkdirSync(join(here, '../../bench'), { recursive: true });
writeFileSync(
  join(here, '../../bench/cold-phone.json'),
  `${JSON.stringify({ date: new Date().toISOString(), chromium: browser.version(), n, runs, cpuThrottling: CPU_THROTTLING, loadAverage, results }, null, 2)}\n`,
);
console.log('\nwrote bench/cold-phone.json');
