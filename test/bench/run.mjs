// npm run bench: builds the benchmark page for production, serves it on 127.0.0.1, and measures
// in Debian Chromium the same N-field form rendered by expense-fields, react-jsonschema-form,
// JSON Forms and bare React inputs (the floor), and the first two in Material UI (`fieldsform-mui`,
// `rjsf-mui`). Prints ratios to the floor and writes bench/results.json and bench/results.svg.
// Timings are medians of RUNS fresh pages.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { servePage } from './benchPage.mjs';
import { coldVisit, inTurns } from './coldVisit.mjs';
// Each library's colour, shared with the manual's bench chart (stories/manual/support).
import colors from './libraryColours.json' with { type: 'json' };

const here = fileURLToPath(new URL('.', import.meta.url));
// `floor`: bare React inputs with the theme's classes (the same stylesheet and containment as
// ours); `plain`: the same inputs without classes, the floor of the earliest runs;
// `markup`: our form's exact markup drawn by bare React (what our DOM costs without our code);
// `devtools`: our form with a closed `<FieldsDevtools />` in it (free while closed).
const LIBS = (
  process.env.BENCH_LIBS ?? 'floor,plain,markup,fieldsform,devtools,rjsf,jsonforms'
).split(',');
const SIZES = (process.env.BENCH_SIZES ?? '20,50,200,1000,5000').split(',').map(Number);
// JSON Forms takes about 0.3 s a keystroke at N = 1000 and grows with N: it is measured up to 1000,
// as are the Material UI pair (`fieldsform-mui`: ours in MUI 9; `rjsf-mui`: @rjsf/mui in MUI 7).
const MAX_N = {
  jsonforms: Number(process.env.BENCH_JSONFORMS_MAX ?? 1000),
  devtools: 1000,
  'fieldsform-mui': 1000,
  'rjsf-mui': 1000,
};
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const { url: base, server } = await servePage('page.html', 'out');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--js-flags=--expose-gc',
    '--enable-precise-memory-info',
  ],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Main-thread busy time (ms) by kind, from the DevTools Performance domain. */
async function busy(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return {
    task: value('TaskDuration'),
    script: value('ScriptDuration'),
    styleLayout: value('RecalcStyleDuration') + value('LayoutDuration'),
  };
}

const TYPED = 'abcdefghijklmnopqrst';
// Three whole dates typed into the middle date field's segments (month, day, year in the bench's
// `en`): each digit fills a segment, and the second digit of a month or a day moves focus on.
const DATES = ['11202026', '03152025', '07042024'];
const DATE_WHOLE = '2024-07-04';

/** Each key's work, from the page's own clock and the main thread's busy time around it. */
async function measureKeys(page, cdp, chars, press) {
  const keys = [];
  for (const char of chars) {
    const before = await busy(cdp);
    const { ms, renders } = await page.evaluate(press, char);
    const after = await busy(cdp);
    keys.push({
      ms,
      renders,
      main: after.task - before.task,
      script: after.script - before.script,
      styleLayout: after.styleLayout - before.styleLayout,
    });
  }
  return keys;
}
/** A keystroke's work as the targets mean it: script, style and layout (median of the keys). */
const keyWork = (keys) => median(keys.map((key) => key.script + key.styleLayout));
const results = [];
// Libraries take turns within each run (floor, ours, rjsf, then again), so a machine that gets
// busier or quieter during the bench weighs on all of them alike: a 2-core machine shared with
// other work moved a floor measured in one block from 0.9 s to 1.6 s between blocks.
for (const n of SIZES) {
  const libs = LIBS.filter((lib) => n <= (MAX_N[lib] ?? Infinity));
  const runsOf = new Map(libs.map((lib) => [lib, []]));
  for (let run = 0; run < RUNS; run += 1) {
    // Each turn starts with another library, so none is always measured first.
    for (const lib of inTurns(libs, run)) {
      const runs = runsOf.get(lib);
      // A context of its own is a renderer process of its own: same-site pages of one context
      // share a main thread, and the last page's teardown (a 1,000-field JSON Forms heap) ran
      // inside the next page's mount (a floor of 200 fields measured 584 ms, of 1,000 192 ms).
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.goto(`${base}?lib=${lib}&n=${n}${process.env.BENCH_QUERY ?? ''}`);
      await page.waitForFunction(() => typeof window.bench === 'object');
      // BENCH_CSS: extra rules for trying a layout idea without a rebuild; never set in reported runs.
      if (process.env.BENCH_CSS) await page.addStyleTag({ content: process.env.BENCH_CSS });
      // No wait and nothing preloaded: the mount is timed as an app's page meets it, until every
      // field can take input (page.tsx `usable`).
      // The mount's main-thread busy time beside its wall time: on a shared machine the wall time
      // also holds waits for the other processes, the busy time less so.
      const beforeMount = await busy(cdp);
      const { mountMs } = await page.evaluate(() => window.bench.mount());
      const mountBusyMs = (await busy(cdp)).task - beforeMount.task;
      const mounted = {
        // The MUI version that drew the page (the Material UI libraries only).
        mui: await page.evaluate(() => document.documentElement.dataset.mui ?? ''),
        mountMs,
        mountBusyMs,
        ...(await page.evaluate(() => window.bench.settle())),
      };
      // The same form mounted again in the same page (its code compiled, its caches warm): the
      // render's own cost, apart from the one-time cost of running the code for the first time.
      const { mountMs: warmMountMs } = await page.evaluate(() => window.bench.mount());
      mounted.warmMountMs = warmMountMs;
      const text = (await page.evaluate(() => window.bench.value())) + TYPED;
      // A review has nothing to type in: its keystroke columns stay 0.
      const typeText = async () =>
        lib === 'review' ? [] : measureKeys(page, cdp, TYPED, (c) => window.bench.key(c));
      // Our form only: the same page's middle date field typed into too, its keys against the
      // text field's. The two take turns at going first (each block warms its own path).
      const dates = lib === 'fieldsform' && (await page.evaluate(() => window.bench.focusDate()));
      const typeDates = async () => {
        const keys = [];
        for (const date of DATES) {
          await page.evaluate(() => window.bench.focusDate());
          keys.push(...(await measureKeys(page, cdp, date, (c) => window.bench.dateKey(c))));
        }
        return keys;
      };
      let keys;
      let dateKeys = [];
      if (dates && run % 2 === 1) {
        dateKeys = await typeDates();
        keys = await typeText();
      } else {
        keys = await typeText();
        if (dates) dateKeys = await typeDates();
      }
      // Medians over the 20 keystrokes: typing speed in the steady state, not the first
      // keystroke's one-time compilation of the update path.
      runs.push({
        ...mounted,
        keystrokeMs: keys.length ? keys.map((key) => key.ms) : [0],
        renders: keys.length ? keys.map((key) => key.renders) : [0],
        typedOk:
          lib === 'review' ||
          (await page.evaluate((expected) => window.bench.typed(expected), text)),
        mainMs: keys.length ? median(keys.map((key) => key.main)) : 0,
        scriptMs: keys.length ? median(keys.map((key) => key.script)) : 0,
        styleLayoutMs: keys.length ? median(keys.map((key) => key.styleLayout)) : 0,
        ...(dates
          ? {
              dateKeyMs: keyWork(dateKeys),
              dateScriptMs: median(dateKeys.map((key) => key.script)),
              dateStyleLayoutMs: median(dateKeys.map((key) => key.styleLayout)),
              dateKeyRatio: keyWork(dateKeys) / keyWork(keys),
              dateRenders: dateKeys.map((key) => key.renders),
              // The distribution: digits that only paint their segment, and digits that end a
              // segment and tell the form (its field renders).
              datePaintMs: keyWork(dateKeys.filter((key) => key.renders === 0)),
              dateToldMs: keyWork(dateKeys.filter((key) => key.renders > 0)),
              dateToldShare: dateKeys.filter((key) => key.renders > 0).length / dateKeys.length,
              dateOk: (await page.evaluate(() => window.bench.dateValue())) === DATE_WHOLE,
            }
          : {}),
      });
      await context.close();
    }
  }
  for (const lib of libs) {
    const runs = runsOf.get(lib);
    const floorRuns = runsOf.get('floor') ?? runs;
    const result = {
      lib,
      n,
      mountMs: median(runs.map((r) => r.mountMs)),
      // Each run's mount over the floor's in the same turn: the ratio the targets are about.
      mountRatio: median(runs.map((r, index) => r.mountMs / (floorRuns[index] ?? r).mountMs)),
      mountBusyMs: median(runs.map((r) => r.mountBusyMs)),
      warmMountMs: median(runs.map((r) => r.warmMountMs)),
      warmMountRatio: median(
        runs.map((r, index) => r.warmMountMs / (floorRuns[index] ?? r).warmMountMs),
      ),
      mountBusyRatio: median(
        runs.map((r, index) => r.mountBusyMs / (floorRuns[index] ?? r).mountBusyMs),
      ),
      settledMs: median(runs.map((r) => r.settledMs)),
      phases: Object.fromEntries(
        Object.keys(runs[0].phases).map((name) => [name, median(runs.map((r) => r.phases[name]))]),
      ),
      // Exact counts: the same in every run.
      mountCommits: median(runs.map((r) => r.commits)),
      componentsPerField: median(runs.map((r) => r.components)) / n,
      longestTaskAfterPaintMs: Math.max(...runs.map((r) => r.longestTaskAfterPaintMs)),
      // A keystroke's work: its script, style and layout. Paint and compositing are reported
      // apart (mainThreadMs): they follow the page's looks, and a headless software rasteriser
      // makes them vary by tens of milliseconds between identical runs.
      keystrokeMs: median(runs.map((r) => r.scriptMs + r.styleLayoutMs)),
      keystrokeScriptMs: median(runs.map((r) => r.scriptMs)),
      keystrokeStyleLayoutMs: median(runs.map((r) => r.styleLayoutMs)),
      mainThreadMs: median(runs.map((r) => r.mainMs)),
      keystrokeCommitMs: median(runs.map((r) => median(r.keystrokeMs))),
      rendersPerKeystroke: median(runs.map((r) => median(r.renders))),
      heapMB: median(runs.map((r) => r.heapBytes)) / 1024 / 1024,
      typedOk: runs.every((r) => r.typedOk),
      ...(runs[0].mui ? { mui: runs[0].mui } : {}),
      ...(runs[0].dateKeyRatio !== undefined
        ? {
            // A keystroke in a date segment over one in a text field of the same page, per run.
            dateKeystrokeMs: median(runs.map((r) => r.dateKeyMs)),
            dateKeystrokeScriptMs: median(runs.map((r) => r.dateScriptMs)),
            dateKeystrokeStyleLayoutMs: median(runs.map((r) => r.dateStyleLayoutMs)),
            dateKeystrokeRatio: median(runs.map((r) => r.dateKeyRatio)),
            dateKeystrokeRatios: runs.map((r) => r.dateKeyRatio),
            datePaintRatio: median(runs.map((r) => r.datePaintMs / (r.scriptMs + r.styleLayoutMs))),
            dateToldRatio: median(runs.map((r) => r.dateToldMs / (r.scriptMs + r.styleLayoutMs))),
            dateToldShare: median(runs.map((r) => r.dateToldShare)),
            rendersPerDateKeystroke: Math.max(...runs.flatMap((r) => r.dateRenders)),
            datesOk: runs.every((r) => r.dateOk),
          }
        : {}),
    };
    results.push(result);
    process.stdout.write(
      `  ${lib.padEnd(10)}${result.mui ? ` (MUI ${result.mui})` : ''} n=${String(n).padEnd(5)} mount ${result.mountMs.toFixed(1)} ms (again ${result.warmMountMs.toFixed(1)} ms, busy ${result.mountBusyMs.toFixed(0)} ms, ${result.mountCommits} commits, ${result.componentsPerField.toFixed(2)} components/field, longest task after paint ${result.longestTaskAfterPaintMs.toFixed(0)} ms), heap ${result.heapMB.toFixed(1)} MB, key ${result.keystrokeMs.toFixed(2)} ms (script ${result.keystrokeScriptMs.toFixed(2)}, style+layout ${result.keystrokeStyleLayoutMs.toFixed(2)}), ${result.rendersPerKeystroke} renders\n`,
    );
  }
}
// Cold: from the navigation's start to the first paint in which every field can be used, the
// page's scripts fetched with the cache off (a first visit), for what each part of the first
// render adds: dates, a receipt, German strings (a lazy chunk), against English without them.
const COLD = [
  ['floor (bare inputs)', 'lib=floor&n=50&dates=off'],
  ['English, no date, no receipt', 'lib=fieldsform&n=50&dates=off'],
  ['+ dates (1 field in 5)', 'lib=fieldsform&n=50'],
  ['+ dates + a receipt', 'lib=fieldsform&n=50&receipt'],
  ['+ dates + a receipt, German', 'lib=fieldsform&n=50&receipt&locale=de'],
];
const cold = [];
if (process.env.BENCH_COLD !== '0') {
  const { url: coldBase, server: coldServer } = await servePage('cold.html', 'out-cold');
  const coldRuns = new Map(COLD.map(([name]) => [name, []]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const [name, query] of inTurns(COLD, run))
      coldRuns.get(name).push(await coldVisit(browser, `${coldBase}?${query}`));
  }
  const base0 = median(coldRuns.get(COLD[1][0]).map((r) => r.usableAt));
  for (const [name, query] of COLD) {
    const runs = coldRuns.get(name);
    const usableAt = median(runs.map((r) => r.usableAt));
    cold.push({
      name,
      query,
      usableAtMs: usableAt,
      runsMs: runs.map((r) => r.usableAt),
      overEnglish: usableAt / base0,
      scripts: median(runs.map((r) => r.scripts)),
      scriptKB: median(runs.map((r) => r.scriptBytes)) / 1024,
    });
  }
  coldServer.close();
}

// Re-call burst, with the default quiet time and with none (every change aborts and resends).
const burst = [];
for (const quiet of [150, 0]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}?lib=burst&quiet=${quiet}`);
  await page.waitForFunction(() => typeof window.bench === 'object');
  const stats = await page.evaluate(() => window.bench.burst());
  await page.close();
  await context.close();
  burst.push({ recallBurstMs: quiet, ...stats });
  process.stdout.write(
    `  burst (recallBurstMs ${quiet}): 20 changes in ${stats.spanMs.toFixed(0)} ms, ${stats.sent} requests sent, ${stats.aborted} aborted, ${stats.applied} replies applied, ${stats.staleApplied} stale applied\n`,
  );
}
await browser.close();
server.close();

const rows = results.map((result) => {
  const floor = results.find((entry) => entry.n === result.n && entry.lib === 'floor');
  return {
    ...result,
    keystrokeRatio: result.keystrokeMs / floor.keystrokeMs,
    heapRatio: result.heapMB / floor.heapMB,
  };
});
console.log(
  '\n| N | library | mount ms | × floor | keystroke ms (script + style/layout) | × floor | with paint, ms | renders/keystroke | heap MB | × floor | no lost characters |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  console.log(
    `| ${row.n} | ${row.lib} | ${row.mountMs.toFixed(1)} | ${row.mountRatio.toFixed(2)} | ${row.keystrokeMs.toFixed(2)} (${row.keystrokeScriptMs.toFixed(2)} + ${row.keystrokeStyleLayoutMs.toFixed(2)}) | ${row.keystrokeRatio.toFixed(2)} | ${row.mainThreadMs.toFixed(1)} | ${row.rendersPerKeystroke} | ${row.heapMB.toFixed(1)} | ${row.heapRatio.toFixed(2)} | ${row.typedOk ? 'yes' : 'NO'} |`,
  );
}
// The mount itself: commits and components to show the form (the profiling build's DevTools hook,
// exact), the longest task after the first paint, and when the page's thread was quiet again.
console.log(
  '\n| N | library | mount busy ms | × floor | mounted again, ms | × floor | commits at mount | components per field | longest task after first paint, ms | settled ms |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows)
  console.log(
    `| ${row.n} | ${row.lib} | ${row.mountBusyMs.toFixed(0)} | ${row.mountBusyRatio.toFixed(2)} | ${row.warmMountMs.toFixed(1)} | ${row.warmMountRatio.toFixed(2)} | ${row.mountCommits} | ${row.componentsPerField.toFixed(2)} | ${row.longestTaskAfterPaintMs.toFixed(0)} | ${row.settledMs.toFixed(0)} |`,
  );
// Where the mount's time goes, from the render call (medians): ours parses the envelope, commits
// "Loading", applies the envelope, and commits the fields; `markup` draws our exact markup with
// bare React, so `markup` over `floor` is what our DOM costs and the rest is our code.
console.log(
  '\n| N | library | parse ms | first commit at ms | fields committed at ms | painted at ms | paint ms |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  const { parseMs, firstCommitMs, shownCommitMs, paintedMs } = row.phases;
  console.log(
    `| ${row.n} | ${row.lib} | ${parseMs.toFixed(1)} | ${firstCommitMs.toFixed(1)} | ${shownCommitMs.toFixed(1)} | ${paintedMs.toFixed(1)} | ${(paintedMs - shownCommitMs).toFixed(1)} |`,
  );
}
// A keystroke in a date segment against one in a text field of the same form and page.
for (const row of rows.filter((entry) => entry.dateKeystrokeRatio !== undefined)) {
  const sorted = [...row.dateKeystrokeRatios].sort((a, b) => a - b);
  console.log(
    `date segment keystroke, N = ${row.n}: ${row.dateKeystrokeMs.toFixed(2)} ms (script ${row.dateKeystrokeScriptMs.toFixed(2)}, style+layout ${row.dateKeystrokeStyleLayoutMs.toFixed(2)}; text field ${row.keystrokeScriptMs.toFixed(2)} + ${row.keystrokeStyleLayoutMs.toFixed(2)}), ${row.dateKeystrokeRatio.toFixed(2)}× the text field's (runs ${sorted.map((ratio) => ratio.toFixed(2)).join(', ')}), at most ${row.rendersPerDateKeystroke} render(s), dates typed whole: ${row.datesOk ? 'yes' : 'NO'}`,
  );
  console.log(
    `  of which digits that paint their segment only: ${row.datePaintRatio.toFixed(2)}× the text field's; digits that end a segment and tell the form (${(row.dateToldShare * 100).toFixed(0)}% of them, the field renders): ${row.dateToldRatio.toFixed(2)}×`,
  );
}
// A closed devtools button costs the keystroke nothing (same run, same N).
for (const row of rows.filter((entry) => entry.lib === 'devtools')) {
  const ours = rows.find((entry) => entry.n === row.n && entry.lib === 'fieldsform');
  if (ours)
    console.log(
      `devtools closed, N = ${row.n}: keystroke ${(row.keystrokeMs / ours.keystrokeMs).toFixed(2)}× the form without them, ${row.rendersPerKeystroke} renders; mount ${(row.mountMs / ours.mountMs).toFixed(2)}×`,
    );
}

console.log(
  '\n| re-call burst | quiet time ms | changes | span ms | requests sent | aborted | replies applied | stale replies applied | final value right |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of burst)
  console.log(
    `| ${row.recallBurstMs ? 'default' : 'no quiet time'} | ${row.recallBurstMs} | 20 | ${row.spanMs.toFixed(0)} | ${row.sent} | ${row.aborted} | ${row.applied} | ${row.staleApplied} | ${row.finalOk ? 'yes' : 'NO'} |`,
  );

if (cold.length) {
  console.log(
    '\n| cold, N = 50 | usable at ms from navigation start | × English without | scripts fetched | script kB (transfer) | runs ms |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of cold)
    console.log(
      `| ${row.name} | ${row.usableAtMs.toFixed(0)} | ${row.overEnglish.toFixed(2)} | ${row.scripts} | ${row.scriptKB.toFixed(1)} | ${row.runsMs.map((ms) => ms.toFixed(0)).join(', ')} |`,
    );
}

mkdirSync(join(here, '../../bench'), { recursive: true });
writeFileSync(
  join(here, '../../bench/results.json'),
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, chromium: browser.version?.() ?? '', results: rows, burst, cold }, null, 2)}\n`,
);
writeFileSync(join(here, '../../bench/results.svg'), chart(rows));
console.log('\nwrote bench/results.json and bench/results.svg');

/** A bar chart of keystroke time relative to the floor, per N and library. */
function chart(data) {
  const width = 720;
  const groupWidth = (width - 80) / SIZES.length;
  const max = Math.max(...data.map((row) => row.keystrokeRatio), 1);
  const barWidth = groupWidth / (LIBS.length + 1);
  const height = 320;
  const scale = (value) => ((height - 60) * value) / max;
  let bars = '';
  SIZES.forEach((n, group) => {
    LIBS.forEach((lib, index) => {
      const row = data.find((entry) => entry.n === n && entry.lib === lib);
      if (!row) return;
      const h = scale(row.keystrokeRatio);
      const x = 60 + group * groupWidth + index * barWidth;
      bars += `<rect x="${x.toFixed(1)}" y="${(height - 30 - h).toFixed(1)}" width="${(barWidth - 4).toFixed(1)}" height="${h.toFixed(1)}" fill="${colors[lib]}"><title>${lib} N=${n}: ${row.keystrokeRatio.toFixed(2)}× floor</title></rect>`;
    });
    bars += `<text x="${(60 + group * groupWidth + (LIBS.length * barWidth) / 2).toFixed(1)}" y="${height - 10}" text-anchor="middle" font-size="12">N = ${n}</text>`;
  });
  const legend = LIBS.map(
    (lib, index) =>
      `<rect x="${60 + index * 150}" y="8" width="12" height="12" fill="${colors[lib]}"/><text x="${78 + index * 150}" y="19" font-size="12">${lib}</text>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" role="img" aria-label="Time per keystroke relative to bare React inputs"><text x="8" y="50" font-size="11" transform="rotate(-90 8 50)">× floor</text>${legend}${bars}</svg>\n`;
}
