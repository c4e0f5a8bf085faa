// npm run bench:chaos (issue 24): 1,000 saves through the mock service with random dropped replies
// (after the service applied the create), requests that never arrive, 5xx, 429, offline spells and
// reloads, once with idempotency keys and once without. A persistent user retries every failure
// it is shown (Try again, or a reload that restores the draft) until the form says saved or that
// the outcome is unknown. Prints the reports created per save: duplicates and lost saves. Writes
// bench/chaos.json. The library is the production build of this tree (built into bench/out).
import { setMaxListeners } from 'node:events';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { build } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SAVES = Number(process.env.CHAOS_SAVES ?? 1000);
/** Saves under way at once: the faults and offline spells hit them in random order. */
const PARALLEL = Number(process.env.CHAOS_PARALLEL ?? 50);
const SEED = Number(process.env.CHAOS_SEED ?? 24);

// What the chaos does to a create (POST), each in turn by chance; other requests only meet the
// offline spells. The rates are per request, so a save meets several on its way.
const RATES = { lostReply: 0.15, neverArrived: 0.08, serverError: 0.08, throttled: 0.08 };
/** Chance that the user reloads the page after a failure instead of pressing Try again. */
const RELOAD_RATE = 0.3;
/** Offline spells: the device loses its network this often, for this long (ms). */
const SPELL_EVERY_MS = 120;
const SPELL_MS = 60;

const outDir = join(root, 'bench/out/chaos-lib');
process.env.EXPENSE_FIELDS_SKIP_DTS = '1';
process.env.NODE_ENV = 'production';
await build({
  configFile: join(root, 'vite.config.ts'),
  mode: 'production',
  logLevel: 'silent',
  build: { outDir, emptyOutDir: true, sourcemap: false },
});

// The device the forms run on: a network that comes and goes, and the events a page hears.
let online = true;
globalThis.window = new EventTarget();
// Fifty forms at once listen for `online`: more than Node's default warning threshold of ten.
setMaxListeners(Infinity, globalThis.window);
Object.defineProperty(globalThis, 'navigator', {
  configurable: true,
  value: {
    get onLine() {
      return online;
    },
  },
});

const { setupServer } = await import('msw/node');
const { createExpenseClient } = await import(join(outDir, 'core.js'));
const { createFormSession, createMemoryStore, createMemoryDrafts } = await import(
  join(outDir, 'session.js')
);
const { createMockService, MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN, scenarioEnvelope } = await import(
  join(outDir, 'mock.js')
);
const { fieldKey, fieldsEndpoints, transportFromEndpoint } = await import(join(outDir, 'core.js'));

/** A small deterministic generator (mulberry32): the same seed, the same chaos. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const mock = createMockService();
const server = setupServer(...mock.handlers);
server.listen({ onUnhandledRequest: 'error' });
const ORG = MOCK_IDS.swedishOrg;
mock.state.setEnvelope(ORG, scenarioEnvelope('basic'));

const failedFetch = () => Promise.reject(new TypeError('fetch failed'));
const json = (status, body, headers = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** fetch as the chaos lets it through. */
function chaosFetch(chance, tally) {
  return async (input, init) => {
    if (!online) return failedFetch();
    const url = String(input instanceof Request ? input.url : input);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const create = method === 'POST' && /\/expensereports(\?|$)/.test(url);
    if (!create) return fetch(input, init);
    const roll = chance();
    let edge = RATES.lostReply;
    if (roll < edge) {
      tally.lostReply += 1;
      // The service applies it; the answer never comes back.
      await fetch(input, init);
      return failedFetch();
    }
    if (roll < (edge += RATES.neverArrived)) {
      tally.neverArrived += 1;
      return failedFetch();
    }
    if (roll < (edge += RATES.serverError)) {
      tally.serverError += 1;
      return json(503, { code: 'UNAVAILABLE', description: 'Chaos' });
    }
    if (roll < edge + RATES.throttled) {
      tally.throttled += 1;
      return json(429, { code: 'TOO_MANY_REQUESTS', description: 'Chaos' }, { 'retry-after': '0' });
    }
    return fetch(input, init);
  };
}

/** The states a save ends in, by what the user saw. */
const settledStates = new Set([
  'submitted',
  'unconfirmed',
  'failed',
  'queued',
  'invalid',
  'warnings',
]);

/** Waits until the session is settled: nothing out, nothing due, no save under way. */
const whenQuiet = (session) => session.whenSettled({ timeoutMs: 120_000 });

async function run(keys) {
  const chance = random(SEED + (keys ? 1 : 0));
  const tally = {
    lostReply: 0,
    neverArrived: 0,
    serverError: 0,
    throttled: 0,
    reloads: 0,
    spells: 0,
    queuedSaves: 0,
  };
  const client = createExpenseClient({
    baseUrl: MOCK_BASE_URL,
    getAccessToken: () => MOCK_TOKEN,
    fetch: chaosFetch(chance, tally),
    ...(keys ? { wireNames: { idempotencyKeyHeader: 'Idempotency-Key' } } : {}),
  });
  const drafts = createMemoryDrafts();
  mock.reset();
  mock.state.setEnvelope(ORG, scenarioEnvelope('basic'));
  const name = (i) => `${keys ? 'keyed' : 'plain'} save ${i}`;
  const NAME = fieldKey('name');
  const AMOUNT = fieldKey('verification.amount');

  // Offline spells over the whole device, while the saves run.
  let spells = true;
  const spellLoop = (async () => {
    while (spells) {
      await new Promise((resolve) => setTimeout(resolve, SPELL_EVERY_MS * (0.5 + chance())));
      if (!spells) break;
      online = false;
      tally.spells += 1;
      window.dispatchEvent(new Event('offline'));
      await new Promise((resolve) => setTimeout(resolve, SPELL_MS));
      online = true;
      window.dispatchEvent(new Event('online'));
    }
  })();

  /** A page with the form of save `i`: a new session on the same drafts (a reload keeps them). */
  const open = (i) =>
    createFormSession({
      transport: transportFromEndpoint(client, fieldsEndpoints.newReport(ORG)),
      store: createMemoryStore(),
      drafts: { storage: drafts, key: `chaos:${keys}:${i}`, saveDelayMs: 10 },
    });

  const outcomes = new Array(SAVES);
  let next = 0;
  const worker = async () => {
    while (next < SAVES) {
      const i = next++;
      let session = open(i);
      let stop = session.start();
      // A save that never ends is a finding, not a hang: say where it stands.
      const watchdog = setTimeout(() => {
        const { status, submitState, queuedSave } = session.getSnapshot();
        console.error(
          `save ${i} (${keys ? 'keys' : 'no keys'}) still going after 30 s: ${status} ${submitState}`,
          JSON.stringify({ queuedSave, online, activity: session.activity() }),
        );
      }, 30_000);
      await session.whenReady().catch(() => undefined);
      // A load that failed offline: the user waits for the network and loads again.
      while (session.getSnapshot().status !== 'ready') {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (online) await session.retryLoad();
      }
      session.typed(NAME, name(i));
      session.typed(AMOUNT, '120');
      await session.submit();
      let tries = 1;
      let queuedOnce = false;
      for (;;) {
        await whenQuiet(session);
        const { submitState } = session.getSnapshot();
        if (submitState === 'submitted' || submitState === 'unconfirmed') break;
        if (submitState === 'queued') {
          if (!queuedOnce) tally.queuedSaves += 1;
          queuedOnce = true;
          // Found after a reload while online: the user takes the page's offer ("Send it now").
          if (session.getSnapshot().queuedSave?.resumed && online) await session.sendQueuedSave();
          if (session.getSnapshot().submitState !== 'queued') continue;
          // Waits on the device: it goes out on the next `online` by itself.
          await new Promise((resolve) => {
            const stopWatch = session.subscribe(() => {
              if (session.getSnapshot().submitState !== 'queued') {
                stopWatch();
                resolve();
              }
            });
          });
          continue;
        }
        if (tries > 40) break;
        tries += 1;
        if (chance() < RELOAD_RATE) {
          // The user reloads: the page loads again and the draft (with the save's key) is restored.
          tally.reloads += 1;
          session.flushDraft();
          stop();
          await new Promise((resolve) => setTimeout(resolve, 20));
          session = open(i);
          stop = session.start();
          await session.whenReady().catch(() => undefined);
          while (session.getSnapshot().status !== 'ready') {
            await new Promise((resolve) => setTimeout(resolve, 50));
            if (online) await session.retryLoad();
          }
          await whenQuiet(session);
          if (session.getSnapshot().submitState === 'queued') continue;
          await session.restoreDraft();
          await whenQuiet(session);
        }
        await session.submit();
      }
      outcomes[i] = { state: session.getSnapshot().submitState, tries };
      clearTimeout(watchdog);
      stop();
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  spells = false;
  await spellLoop;
  online = true;

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
      [...settledStates, 'idle', 'conflict', 'submitting'].map((state) => [
        state,
        outcomes.filter((outcome) => outcome.state === state).length,
      ]),
    ),
  };
}

const results = [await run(true), await run(false)];
server.close();
for (const result of results) {
  console.log(
    `${result.keys ? 'with keys   ' : 'without keys'}: ${result.saves} saves in ${result.seconds} s, ` +
      `${result.reports} reports, ${result.duplicates} duplicates, ${result.lost} lost, ` +
      `${result.unknownShown} shown as unknown, ${result.unknownHidden} unknown shown otherwise; ` +
      `faults ${JSON.stringify(result.faults)}`,
  );
}
writeFileSync(join(root, 'bench/chaos.json'), `${JSON.stringify(results, null, 2)}\n`);
const failed =
  results[0].duplicates + results[0].lost + results[1].duplicates + results[1].unknownHidden;
process.exit(failed === 0 ? 0 : 1);
