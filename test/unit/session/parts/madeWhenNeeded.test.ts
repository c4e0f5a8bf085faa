// @vitest-environment node
// ARCHITECTURE.md "The engine": a part the first paint does not use (the re-call coordinator, the
// save pipeline and its actions, undo, the offline queue and the draft offer) is made by the first
// event that needs it, and nothing asked of it in between is lost.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { madeOf, madeWhenNeeded } from '../../../../src/core/session/madeWhenNeeded';
import { createFormSession } from '../../../../src/core/session/createFormSession';
import { createMemoryStore } from '../../../../src/core/session/store/memoryStore';
import { createMemoryDrafts } from '../../../../src/core/session/drafts/memoryDrafts';
import { fieldKey } from '../../../../src/core/wire/fieldIndex';
import { versionField, wireField } from '../../../../src/mock/scenarios/wireField';
import { envelopeOf, scriptedTransport, sentValue } from '../../../tools/scriptedTransport';

const { made, counting } = vi.hoisted(() => {
  const made = new Map<string, number>();
  /** The module with its part factory `exported` counting the parts it makes, as `name`. */
  const counting = async (original: () => Promise<unknown>, exported: string, name: string) => {
    const real = (await original()) as Record<string, unknown>;
    const make = real[exported] as (...args: unknown[]) => unknown;
    const counted = (...args: unknown[]) => {
      made.set(name, (made.get(name) ?? 0) + 1);
      return make(...args);
    };
    return { ...real, [exported]: counted };
  };
  return { made, counting };
});
vi.mock('../../../../src/core/session/recall/createRecall', (original) =>
  counting(original, 'createRecall', 'recall'),
);
vi.mock('../../../../src/core/session/save/savePipeline', (original) =>
  counting(original, 'createSavePipeline', 'pipeline'),
);
vi.mock('../../../../src/core/session/save/saveActions', (original) =>
  counting(original, 'createSaveActions', 'actions'),
);
vi.mock('../../../../src/core/session/history/createHistory', (original) =>
  counting(original, 'createHistory', 'history'),
);
vi.mock('../../../../src/core/session/save/saveOutcome', (original) =>
  counting(original, 'createSaveOutcome', 'outcome'),
);
vi.mock('../../../../src/core/session/save/saveQueue', (original) =>
  counting(original, 'createSaveQueue', 'queue'),
);
vi.mock('../../../../src/core/session/save/draftRestore', (original) =>
  counting(original, 'createDraftRestore', 'restore'),
);

const AMOUNT = fieldKey('verification.amount');
const envelope = envelopeOf([
  wireField('name', 'TEXT', 'Report name'),
  wireField('verification.amount', 'DOUBLE', 'Amount', { requiresUpdate: true }),
  versionField(3),
]);
const SAVED = { kind: 'created' as const, report: { id: 'r1', reportNumber: 'R-1' } as never };

function setup(drafts = false) {
  const backend = scriptedTransport(envelope, {
    recall: (body) => ({ value: body }),
    submit: () => ({ value: SAVED }),
  });
  const session = createFormSession({
    transport: backend.transport,
    store: createMemoryStore(),
    initialEnvelope: envelope,
    recallDelayMs: 500,
    ...(drafts ? { drafts: { storage: createMemoryDrafts(), key: 'u:r:new' } } : {}),
  });
  return { session, backend };
}

beforeEach(() => {
  made.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());
const counts = () => Object.fromEntries(made);

describe('a stand-in made when needed', () => {
  it('makes its part at the first call of a method, once, and keeps methods bound', () => {
    const make = vi.fn(() => {
      let n = 0;
      return { add: () => (n += 1), count: () => n };
    });
    const part = madeWhenNeeded(make);
    // Taking a method makes nothing; calling it does.
    const { add } = part;
    expect(make).not.toHaveBeenCalled();
    expect(madeOf(part)).toBeNull();
    add();
    add();
    expect(part.count()).toBe(2);
    expect(make).toHaveBeenCalledTimes(1);
    expect(madeOf(part)).not.toBeNull();
  });
});

describe('the engine parts a first paint does not use', () => {
  it('are not made by creating, starting, reading and stopping a session', async () => {
    const { session } = setup(false);
    const stop = session.start();
    session.getSnapshot();
    session.value(AMOUNT);
    expect(session.isSettled()).toBe(true);
    stop();
    expect(counts()).toEqual({});
  });

  it('a keystroke makes the re-call coordinator, and is sent as it would have been', async () => {
    const { session, backend } = setup(false);
    session.start();
    session.typed(AMOUNT, '12');
    expect(counts()).toEqual({ recall: 1 });
    await vi.advanceTimersByTimeAsync(500);
    expect(backend.of('recall').map((call) => sentValue(call.body, 'verification.amount'))).toEqual(
      [12],
    );
    expect(counts()).toEqual({ recall: 1 });
  });

  it('the first save makes the pipeline, and is sent once', async () => {
    const { session, backend } = setup(false);
    session.start();
    const first = session.submit();
    const again = session.submit();
    await vi.advanceTimersByTimeAsync(10);
    await Promise.all([first, again]);
    expect(backend.of('submit')).toHaveLength(1);
    expect(counts()).toMatchObject({ pipeline: 1 });
    expect(made.has('actions')).toBe(false);
    expect(made.has('history')).toBe(false);
  });

  it('with drafts on, the offer is made by the draft lookup; undo by an undo', async () => {
    const { session } = setup(true);
    const stop = session.start();
    await vi.advanceTimersByTimeAsync(10);
    // The lookup finds nothing stored: the queue and the outcome, whose facts a draft keeps, are
    // not made to read them.
    expect(counts()).toEqual({ restore: 1 });
    session.undo();
    expect(made.get('history')).toBe(1);
    stop();
  });
});
