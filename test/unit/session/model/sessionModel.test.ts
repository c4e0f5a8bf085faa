// @vitest-environment node
// A model-based safety net for the form session (ARCHITECTURE.md "Re-call", "Submit", "Drafts"):
// fast-check generates sequences of typing, choices, held replies answered in any order or lost,
// aborts, commands, saves (keyed or not, created, refused, lost, 409, 500, 502), offline spells
// and reloads over one draft storage, and checks the session against a small model after every
// step. Only the session's public surface is used (`src/core/session` and `src/core` indexes).
// MODEL_RUNS sets the number of runs (`npm run test:model` runs 10,000); a failure prints the
// seed and path to replay: MODEL_SEED=<seed> MODEL_PATH=<path> npx vitest run <this file>.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it, vi } from 'vitest';
import { modelCommands, reloadCommand, saveCommand } from './modelCommands';
import { drainWorld } from './modelDrain';
import { ModelWorld, network } from './modelWorld';

const runs = Number(process.env.MODEL_RUNS ?? 150);
const seed = process.env.MODEL_SEED === undefined ? undefined : Number(process.env.MODEL_SEED);
const path = process.env.MODEL_PATH;
const MAX_COMMANDS = Number(process.env.MODEL_COMMANDS ?? 40);
/** MODEL_STRICT_KEYS=1 runs the property with the check the engine fails today (see below). */
const strictKeys = process.env.MODEL_STRICT_KEYS === '1';

/** Rejections no one handled while a run went on (the engine's own promises included). */
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

/**
 * The save queue loads its lock as a lazy chunk on first use: a queued save is sent once before
 * the runs, so the module is loaded and a run's flush (no wall-clock time) sees it at once.
 */
async function loadLazyChunks() {
  const world = new ModelWorld({ stored: false, keyed: true });
  await world.flush();
  network.online = false;
  await world.session.submit();
  network.online = true;
  void world.session.sendQueuedSave();
  for (let turn = 0; turn < 100_000 && world.backend.pending().length === 0; turn += 1)
    await new Promise<void>((resolve) => setImmediate(resolve));
  if (world.backend.pending().length === 0) throw new Error('the queued save never went out');
}

beforeAll(async () => {
  // Node has no `navigator`: the session reads `onLine` for offline saves, and the save lock
  // uses Web Locks when there are any (one page at a time here: the work just runs).
  vi.stubGlobal('navigator', {
    get onLine() {
      return network.online;
    },
    locks: { request: <T>(_name: string, work: () => Promise<T>) => work() },
  });
  process.on('unhandledRejection', onUnhandled);
  await loadLazyChunks();
});
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
  vi.unstubAllGlobals();
});

/** One generated run: a fresh world, the commands, then everything answered. */
const property = fc.asyncProperty(
  fc.record({ stored: fc.boolean(), keyed: fc.boolean() }),
  fc.commands(modelCommands, { maxCommands: MAX_COMMANDS, size: 'max' }),
  async (setup, commands) => {
    unhandled.length = 0;
    const world = new ModelWorld(setup, { strictKeys });
    await world.flush();
    await fc.asyncModelRun(() => ({ model: world, real: world }), commands);
    await drainWorld(world);
    if (unhandled.length > 0) throw new Error(`unhandled rejection: ${String(unhandled[0])}`);
  },
);

describe('the form session against its model', () => {
  it(`holds its invariants over ${runs} random sequences`, { timeout: 0 }, async () => {
    await fc.assert(property, {
      numRuns: runs,
      ...(seed === undefined ? {} : { seed }),
      ...(path === undefined ? {} : { path }),
      verbose: 1,
    });
  });

  // Engine gap, left for the engine's owner (found by this model; replay the random form with
  // MODEL_STRICT_KEYS=1). With keyed creates (`idempotentCreates`), a create still out when the
  // page goes away keeps its key only in the draft of the user's changes (`saveKey`). A form saved
  // untouched writes no draft, so the next page's save gets a new key and the service may store a
  // second report (the same happens when the user discards the offered draft). Creates without a
  // key are safe: their `unconfirmed` marker lives in the save record. When the engine keeps the
  // key in the save record too, this case passes: turn `it.fails` into `it` and `strictKeys` on.
  it.fails('repeats a keyed create with its key after a reload, draft or not', async () => {
    const world = new ModelWorld({ stored: false, keyed: true }, { strictKeys: true });
    await world.flush();
    const steps = [saveCommand(false), reloadCommand(false), saveCommand(false)];
    try {
      await fc.asyncModelRun(() => ({ model: world, real: world }), steps);
    } catch (error) {
      // Only the gap counts as the expected failure: any other error ends the test normally,
      // which `it.fails` reports as a failure.
      if (/sent while create #\d+ .* may have been stored/.test(String(error))) throw error;
    }
  });
});
