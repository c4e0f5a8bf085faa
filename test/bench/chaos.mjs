// npm run bench:chaos: 1,000 saves through the mock service with random dropped replies
// (after the service applied the create), requests that never arrive, 5xx, 429, offline spells,
// reloads (after a failure, while the save's request is out, after an unknown outcome) and a
// second tab of the same report, once with idempotency keys and once without. A persistent user
// retries every failure it is shown (Try again, or a reload that restores the draft) until the
// form says saved or that the outcome is unknown. Prints the reports created per save: duplicates
// and lost saves. Writes bench/chaos.json. The library is the production build of this tree
// (built into bench/out/chaos-lib).
import { setMaxListeners } from 'node:events';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { build } from 'vite';
import { createDevice, pageDrafts, pageFetch, random, sleep } from './chaosDevice.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SAVES = Number(process.env.CHAOS_SAVES ?? 1000);
/** Saves under way at once: the faults and offline spells hit them in random order. */
const PARALLEL = Number(process.env.CHAOS_PARALLEL ?? 50);
const SEED = Number(process.env.CHAOS_SEED ?? 24);

// What the chaos does to a create (POST), each in turn by chance; every request also meets the
// offline spells on its way out and back. The rates are per request, so a save meets several.
const RATES = { lostReply: 0.15, neverArrived: 0.08, serverError: 0.08, throttled: 0.08 };
/** Chance that the user reloads the page after a failure instead of pressing Try again. */
const RELOAD_RATE = 0.3;
/** Chance that the page is reloaded (or closed and opened again) while the save is out. */
const RELOAD_OUT_RATE = 0.1;
/** Chance that the user reloads once more after the form said the outcome is unknown. */
const RELOAD_UNKNOWN_RATE = 0.5;
/** Chance that a save waiting on the device is also opened in a second tab. */
const SECOND_TAB_RATE = 0.3;
/** The user's pause before each action (typing, Save, Try again, a reload), up to this long (ms). */
const USER_PAUSE_MS = 150;
/** Offline spells: the device loses its network this often, for this long (ms). */
const SPELL_EVERY_MS = 200;
const SPELL_MS = 60;
/** Each leg of a request (out, back) takes up to this long (ms). */
const LATENCY_MS = 12;

const outDir = join(root, 'bench/out/chaos-lib');
process.env.EXPENSE_FIELDS_SKIP_DTS = '1';
process.env.NODE_ENV = 'production';
await build({
  configFile: join(root, 'vite.config.ts'),
  mode: 'production',
  logLevel: 'silent',
  build: { outDir, emptyOutDir: true, sourcemap: false },
});

const { setupServer } = await import('msw/node');
const { createExpenseClient, fieldKey, fieldsEndpoints, transportFromEndpoint } = await import(
  join(outDir, 'core.js')
);
const { createFormSession, createMemoryStore, createMemoryDrafts } = await import(
  join(outDir, 'session.js')
);
const { createMockService, MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN, scenarioEnvelope } = await import(
  join(outDir, 'mock.js')
);

const mock = createMockService();
const server = setupServer(...mock.handlers);
server.listen({ onUnhandledRequest: 'error' });
const ORG = MOCK_IDS.swedishOrg;
const NAME = fieldKey('name');
const AMOUNT = fieldKey('verification.amount');

/** The states a save ends in, by what the user saw. */
const END_STATES = ['submitted', 'unconfirmed', 'failed', 'queued', 'invalid', 'warnings'];

/** Waits until the session is settled: nothing out, nothing due, no save under way. */
const whenQuiet = (session) => session.whenSettled({ timeoutMs: 120_000 });
/** Resolves once the session's submit state is no longer `state`. */
const leaves = (session, state) =>
  new Promise((resolve) => {
    const check = () => {
      if (session.getSnapshot().submitState === state) return false;
      stop();
      resolve();
      return true;
    };
    const stop = session.subscribe(check);
    check();
  });

async function run(keys) {
  const chance = random(SEED + (keys ? 1 : 0));
  const device = createDevice(chance, {
    everyMs: SPELL_EVERY_MS,
    spellMs: SPELL_MS,
    latencyMs: LATENCY_MS,
  });
  // Fifty forms at once listen for `online`: more than Node's default warning threshold of ten.
  setMaxListeners(Infinity, device.install());
  const tally = {
    lostReply: 0,
    replyLostOnTheWay: 0,
    neverArrived: 0,
    serverError: 0,
    throttled: 0,
    reloads: 0,
    reloadsWhileOut: 0,
    reloadsAfterUnknown: 0,
    unknownKeptAfterReload: 0,
    spells: 0,
    queuedSaves: 0,
    secondTabs: 0,
    secondTabSaved: 0,
    secondTabUnknown: 0,
  };
  /** The device's drafts: every page and tab of it shares them (and the save lock). */
  const drafts = createMemoryDrafts();
  mock.reset();
  mock.state.setEnvelope(ORG, scenarioEnvelope('basic'));
  const name = (i) => `${keys ? 'keyed' : 'plain'} save ${i}`;
  /** The user reads, types, thinks: the device's network moves meanwhile. */
  const pause = () => sleep(USER_PAUSE_MS * chance());

  /** A page (or tab) with the form of save `i`: a new session on the device's drafts. */
  const open = (i) => {
    const page = { dead: false };
    const client = createExpenseClient({
      baseUrl: MOCK_BASE_URL,
      getAccessToken: () => MOCK_TOKEN,
      fetch: pageFetch(device, page, chance, RATES, tally),
      ...(keys ? { wireNames: { idempotencyKeyHeader: 'Idempotency-Key' } } : {}),
    });
    const session = createFormSession({
      transport: transportFromEndpoint(client, fieldsEndpoints.newReport(ORG)),
      store: createMemoryStore(),
      drafts: { storage: pageDrafts(drafts, page), key: `chaos:${keys}:${i}`, saveDelayMs: 10 },
    });
    const stop = session.start();
    return {
      session,
      /** The page dies now: what it had out may or may not have arrived; it does nothing more. */
      kill() {
        page.dead = true;
        stop();
      },
      /** The user reloads a quiet page: its draft is written first (`pagehide`). */
      async close() {
        session.flushDraft();
        stop();
        await sleep(20);
        page.dead = true;
      },
    };
  };

  /** Until the page's form is loaded: a load that failed offline is tried again once online. */
  const loaded = async (page) => {
    await page.session.whenReady().catch(() => undefined);
    while (page.session.getSnapshot().status !== 'ready') {
      await sleep(50);
      if (device.online) await page.session.retryLoad();
    }
    await whenQuiet(page.session);
  };

  /** A new page after a reload, as the user finds it: the values back, or typed again. */
  const reopen = async (i) => {
    const page = open(i);
    await loaded(page);
    const { session } = page;
    const { submitState, draftOffer } = session.getSnapshot();
    if (submitState === 'unconfirmed' || submitState === 'queued') return page;
    if (draftOffer) await session.restoreDraft();
    else if (session.value(NAME) !== name(i)) {
      session.typed(NAME, name(i));
      session.typed(AMOUNT, '120');
    }
    await whenQuiet(session);
    return page;
  };

  /** A second tab of the same report opens while the save waits on the device. */
  const secondTab = async (i) => {
    tally.secondTabs += 1;
    const tab = open(i);
    await loaded(tab);
    const { session } = tab;
    if (session.getSnapshot().submitState === 'queued') await leaves(session, 'queued');
    await whenQuiet(session);
    const { submitState } = session.getSnapshot();
    if (submitState === 'submitted') tally.secondTabSaved += 1;
    if (submitState === 'unconfirmed') tally.secondTabUnknown += 1;
    return tab;
  };

  const outcomes = new Array(SAVES);
  let next = 0;
  const worker = async () => {
    while (next < SAVES) {
      const i = next++;
      let page = open(i);
      const tabs = [];
      // A save that never ends is a finding, not a hang: say where it stands.
      const watchdog = setTimeout(() => {
        const { status, submitState, queuedSave } = page.session.getSnapshot();
        console.error(
          `save ${i} (${keys ? 'keys' : 'no keys'}) still going after 60 s: ${status} ${submitState}`,
          JSON.stringify({ queuedSave, online: device.online, activity: page.session.activity() }),
        );
      }, 60_000);
      await loaded(page);
      await pause();
      page.session.typed(NAME, name(i));
      page.session.typed(AMOUNT, '120');
      await pause();
      const saving = page.session.submit();
      if (chance() < RELOAD_OUT_RATE) {
        // The page goes while the save is out (or about to leave): a reload, a closed tab.
        await sleep(chance() * 3 * LATENCY_MS);
        if (page.session.getSnapshot().submitState === 'submitting') {
          tally.reloadsWhileOut += 1;
          page.kill();
          page = await reopen(i);
        }
      }
      await saving;
      let tries = 1;
      let queuedOnce = false;
      let reloadedAfterUnknown = false;
      for (;;) {
        await whenQuiet(page.session);
        const { submitState } = page.session.getSnapshot();
        if (submitState === 'submitted') break;
        if (submitState === 'unconfirmed') {
          if (reloadedAfterUnknown || chance() >= RELOAD_UNKNOWN_RATE) break;
          // The user reloads to see whether it went: the new page must still say it is unknown.
          reloadedAfterUnknown = true;
          tally.reloadsAfterUnknown += 1;
          await page.close();
          page = await reopen(i);
          if (page.session.getSnapshot().submitState === 'unconfirmed')
            tally.unknownKeptAfterReload += 1;
          else await page.session.submit();
          continue;
        }
        if (submitState === 'queued') {
          if (!queuedOnce) {
            tally.queuedSaves += 1;
            if (chance() < SECOND_TAB_RATE) tabs.push(secondTab(i));
          }
          queuedOnce = true;
          // Found after a reload while online: the user takes the page's offer ("Send it now").
          if (page.session.getSnapshot().queuedSave?.resumed && device.online)
            await page.session.sendQueuedSave();
          // Waits on the device: it goes out on the next `online` by itself.
          await leaves(page.session, 'queued');
          continue;
        }
        if (tries > 40) break;
        tries += 1;
        await pause();
        if (chance() < RELOAD_RATE) {
          // The user reloads: the page loads again and the draft (with the save's key) is restored.
          tally.reloads += 1;
          await page.close();
          page = await reopen(i);
          const { submitState: found } = page.session.getSnapshot();
          if (found === 'queued' || found === 'unconfirmed') continue;
        }
        await page.session.submit();
      }
      outcomes[i] = { state: page.session.getSnapshot().submitState, tries };
      clearTimeout(watchdog);
      for (const tab of await Promise.all(tabs)) tab.kill();
      page.kill();
    }
  };
  const started = Date.now();
  const stopSpells = device.spells(tally);
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  await stopSpells();

  // Reports per save, by the name each save typed.
  const stored = new Map();
  for (const report of mock.state.reports.values())
    stored.set(report.name, (stored.get(report.name) ?? 0) + 1);
  let duplicates = 0;
  let lost = 0;
  let unknownShown = 0;
  let unknownHidden = 0;
  let saved = 0;
  for (let i = 0; i < SAVES; i += 1) {
    const count = stored.get(name(i)) ?? 0;
    const { state } = outcomes[i];
    if (count > 1) duplicates += count - 1;
    if (state === 'submitted') saved += 1;
    // Lost: the user was told it was saved and it is not, or it ended without a report and
    // without the user being told the outcome is unknown.
    if (count === 0 && state !== 'unconfirmed') lost += 1;
    if (state === 'unconfirmed') unknownShown += 1;
    // A report exists but the form did not say saved: it must have said "unknown".
    if (count > 0 && state !== 'submitted' && state !== 'unconfirmed') unknownHidden += 1;
  }
  return {
    keys,
    saves: SAVES,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    saved,
    reports: [...stored.values()].reduce((sum, count) => sum + count, 0),
    duplicates,
    lost,
    unknownShown,
    unknownHidden,
    faults: tally,
    endStates: Object.fromEntries(
      [...END_STATES, 'idle', 'conflict', 'submitting'].map((state) => [
        state,
        outcomes.filter((outcome) => outcome.state === state).length,
      ]),
    ),
  };
}

const results = [await run(true), await run(false)];
server.close();
for (const result of results) {
  const { faults } = result;
  console.log(
    `${result.keys ? 'with keys   ' : 'without keys'}: ${result.saves} saves in ${result.seconds} s, ` +
      `${result.reports} reports, ${result.duplicates} duplicates, ${result.lost} lost, ` +
      `${result.unknownShown} shown as unknown, ${result.unknownHidden} unknown shown otherwise; ` +
      `${faults.spells} offline spells, ${faults.queuedSaves} queued, ${faults.secondTabs} second tabs, ` +
      `${faults.reloads} reloads after a failure, ${faults.reloadsWhileOut} while out, ` +
      `${faults.reloadsAfterUnknown} after unknown (${faults.unknownKeptAfterReload} still unknown); ` +
      `faults ${JSON.stringify(faults)}`,
  );
}
writeFileSync(join(root, 'bench/chaos.json'), `${JSON.stringify(results, null, 2)}\n`);
const failed =
  results[0].duplicates +
  results[0].lost +
  results[1].duplicates +
  results[1].unknownHidden +
  results[1].faults.reloadsAfterUnknown -
  results[1].faults.unknownKeptAfterReload;
process.exit(failed === 0 ? 0 : 1);
