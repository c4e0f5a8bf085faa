// The device of the chaos bench (test/bench/chaos.mjs): a network that comes and goes,
// with latency on both legs of every request, and pages that can die with a request out (a reload
// or a closed tab: what the page had out may or may not have reached the service, and nothing it
// does afterwards reaches the service or the drafts).

/**
 * A small deterministic generator (mulberry32): the same seed, the same chaos.
 *
 * @example
 * const chance = random(24);
 * if (chance() < 0.3) reload();
 */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A timer's wait: a macrotask, so the offline spells' own timers run between requests. */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const failedFetch = () => Promise.reject(new TypeError('fetch failed'));
const json = (status, body, headers = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/**
 * The device: `navigator.onLine` and the `online` / `offline` events the forms hear, and offline
 * spells while saves run. msw/node answers on microtasks only, so without the latency below a
 * run without keys never yields to the timers and the spells never happen (the first chaos run
 * counted 1 spell and 0 queued saves without keys).
 *
 * @example
 * const device = createDevice(chance, { everyMs: 120, spellMs: 60 });
 * const stopSpells = device.spells(tally);
 */
export function createDevice(chance, { everyMs, spellMs, latencyMs }) {
  let online = true;
  const target = new EventTarget();
  const device = {
    get online() {
      return online;
    },
    /** Install the device as the page's `window` and `navigator` (the forms read both). */
    install() {
      globalThis.window = target;
      Object.defineProperty(globalThis, 'navigator', {
        configurable: true,
        value: {
          get onLine() {
            return online;
          },
        },
      });
      return target;
    },
    /** Offline spells until the returned stop is awaited. */
    spells(tally) {
      let going = true;
      const loop = (async () => {
        while (going) {
          await sleep(everyMs * (0.5 + chance()));
          if (!going) break;
          online = false;
          tally.spells += 1;
          target.dispatchEvent(new Event('offline'));
          await sleep(spellMs);
          online = true;
          target.dispatchEvent(new Event('online'));
        }
      })();
      return async () => {
        going = false;
        await loop;
        online = true;
      };
    },
    /** One leg of a request's trip: a few ms on the device's clock. */
    leg: () => sleep(1 + chance() * latencyMs),
  };
  return device;
}

/**
 * The fetch of one page on the device. A request needs the network when it leaves and when it
 * arrives; its reply needs it on the way back (a spell or the page's death in between drops it
 * after the service applied it). Creates (POST expensereports) also meet the chaos by chance:
 * a reply dropped after the create was applied, a request that never arrives, a 503, a 429.
 *
 * @example
 * const client = createExpenseClient({ baseUrl, getAccessToken, fetch: pageFetch(device, page, chance, rates, tally) });
 */
export function pageFetch(device, page, chance, rates, tally) {
  const reachable = () => device.online && !page.dead;
  return async (input, init) => {
    if (!reachable()) return failedFetch();
    const url = String(input instanceof Request ? input.url : input);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const create = method === 'POST' && /\/expensereports(\?|$)/.test(url);
    await device.leg();
    if (!reachable()) return failedFetch();
    if (create) {
      const roll = chance();
      let edge = rates.lostReply;
      if (roll < edge) {
        tally.lostReply += 1;
        // The service applies it; the answer never comes back.
        await fetch(input, init);
        return failedFetch();
      }
      if (roll < (edge += rates.neverArrived)) {
        tally.neverArrived += 1;
        return failedFetch();
      }
      if (roll < (edge += rates.serverError)) {
        tally.serverError += 1;
        return json(503, { code: 'UNAVAILABLE', description: 'Chaos' });
      }
      if (roll < edge + rates.throttled) {
        tally.throttled += 1;
        return json(
          429,
          { code: 'TOO_MANY_REQUESTS', description: 'Chaos' },
          { 'retry-after': '0' },
        );
      }
    }
    const response = await fetch(input, init);
    await device.leg();
    if (!reachable()) {
      // Applied by the service; the line or the page went before the answer came back.
      if (create) tally.replyLostOnTheWay += 1;
      return failedFetch();
    }
    return response;
  };
}

/**
 * The drafts storage as one page sees it: the device's storage while the page lives; nothing
 * once it is dead (a closed tab writes nothing more).
 *
 * @example
 * const storage = pageDrafts(deviceDrafts, page);
 */
export function pageDrafts(storage, page) {
  return {
    get: (key) => (page.dead ? Promise.resolve(undefined) : storage.get(key)),
    set: (key, draft) => (page.dead ? Promise.resolve() : storage.set(key, draft)),
    delete: (key) => (page.dead ? Promise.resolve() : storage.delete(key)),
    clear: (prefix) => (page.dead ? Promise.resolve() : storage.clear(prefix)),
    watch: (listener) =>
      storage.watch?.((signal) => {
        if (!page.dead) listener(signal);
      }) ?? (() => undefined),
  };
}
