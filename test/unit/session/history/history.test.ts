// @vitest-environment node
// Undo and redo in the engine (ARCHITECTURE.md "History"): steps as the user thinks of them, re-call
// aware, bounded by saves and commands, kept with the draft. No React, no DOM, fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { createFormSession } from '../../../../src/core/session/createFormSession';
import type { FormSessionOptions } from '../../../../src/core/session/context/formSession';
import { createMemoryDrafts } from '../../../../src/core/session/drafts/memoryDrafts';
import { fieldKey } from '../../../../src/core/wire/fieldIndex';
import { sentValue, type Script } from '../../../tools/scriptedTransport';
import { currencyFields, currencySession } from '../../../tools/currencySession';

const NAME = fieldKey('name');
const AMOUNT = fieldKey('verification.amount');
const CURRENCY = fieldKey('currency');
const RATE = fieldKey('exchangeRate');

const fields = () => currencyFields();

function setup(script: Script = {}, options: Partial<FormSessionOptions> = {}) {
  return currencySession(fields(), script, options);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

async function started(options: Partial<FormSessionOptions> = {}, script: Script = {}) {
  const made = setup(script, options);
  const ready = made.session.whenReady();
  made.session.start();
  await wait(0);
  await ready;
  return made;
}

/** Types a text one character at a time, as an input tells the session. */
function type(session: ReturnType<typeof createFormSession>, key: string, text: string) {
  const start = String(session.value(key) ?? '');
  for (let at = 1; at <= text.length; at += 1) session.typed(key, start + text.slice(0, at));
}

const values = (session: ReturnType<typeof createFormSession>) =>
  [NAME, AMOUNT, CURRENCY, RATE].map((key) => session.value(key));

describe('steps', () => {
  it('a run of typing in one field is one step; leaving the field or a pause ends it', async () => {
    const { session } = await started();
    expect(session.canUndo).toBe(false);
    type(session, NAME, 'Trip');
    type(session, NAME, ' to Oslo');
    expect(session.canUndo).toBe(true);
    session.left(NAME);
    type(session, NAME, '!');
    await wait(900); // a pause longer than the re-call's (800 ms) ends the run too
    type(session, NAME, '?');

    await session.undo();
    expect(session.value(NAME)).toBe('Trip to Oslo!');
    await session.undo();
    expect(session.value(NAME)).toBe('Trip to Oslo');
    await session.undo();
    expect(session.value(NAME)).toBe('');
    expect(session.canUndo).toBe(false);
    expect(session.history().moved).toMatchObject({
      action: 'undo',
      key: NAME,
      label: 'Report name',
    });

    await session.redo();
    await session.redo();
    expect(session.value(NAME)).toBe('Trip to Oslo!');
    expect(session.canRedo).toBe(true);
    // A new change drops what could be redone.
    session.chose(AMOUNT, '5');
    expect(session.canRedo).toBe(false);
  });

  it('typing back to where the step began leaves no step', async () => {
    const { session } = await started();
    session.typed(NAME, 'a');
    session.typed(NAME, '');
    expect(session.canUndo).toBe(false);
  });

  it('a scan and the receipt it came with, in one turn, are one step', async () => {
    const { session } = await started();
    session.typed(NAME, 'Lunch');
    session.left(NAME);
    await wait(0);
    const before = session.value(AMOUNT);
    session.prefill({ 'verification.amount': 120 });
    session.chose(NAME, 'Lunch (receipt)');
    await wait(0);
    expect(session.value(AMOUNT)).not.toEqual(before);
    await session.undo();
    expect(session.value(AMOUNT)).toEqual(before);
    expect(session.value(NAME)).toBe('Lunch');
    expect(session.history().moved?.label).toBe('Report name');
  });

  it('keeps the last 100 steps', async () => {
    const { session } = await started();
    for (let step = 1; step <= 120; step += 1) {
      session.chose(NAME, `v${step}`);
      await wait(0); // each choice its own event (one turn's changes are one step)
    }
    let undone = 0;
    while (session.canUndo) {
      await session.undo();
      undone += 1;
    }
    expect(undone).toBe(100);
    expect(session.value(NAME)).toBe('v20');
  });

  it('with history off records nothing', async () => {
    const { session } = await started({ history: false });
    type(session, NAME, 'Trip');
    expect(session.canUndo).toBe(false);
    await session.undo();
    expect(session.value(NAME)).toBe('Trip');
  });
});

describe('across re-calls', () => {
  it('undoing a choice re-calls once and redo brings every typed value back', async () => {
    const { session, backend } = await started();
    const loaded = values(session);
    type(session, AMOUNT, '12,50');
    session.left(AMOUNT);
    session.chose(CURRENCY, 'EUR');
    await wait(50);
    expect(session.field('exchangeRate')).toBeDefined();
    type(session, RATE, '0');
    session.left(RATE);
    const done = values(session);
    expect(done).toEqual(['', '12,50', 'EUR', '10']);
    const recalls = backend.of('recall').length;

    const undoing = Promise.all([
      session.undo(), // the rate
      session.undo(), // the currency: one re-call, the rate field goes
      session.undo(), // the amount
    ]);
    await wait(50);
    await undoing;
    expect(backend.of('recall').length).toBe(recalls + 1);
    expect(session.field('exchangeRate')).toBeUndefined();
    expect(values(session).slice(0, 3)).toEqual(loaded.slice(0, 3));

    const redoing = Promise.all([session.redo(), session.redo(), session.redo()]);
    await wait(50);
    await redoing;
    expect(backend.of('recall').length).toBe(recalls + 2);
    expect(values(session)).toEqual(done);
    expect(sentValue(backend.of('recall').at(-1)?.body ?? null, 'currency')).toBe('EUR');
  });

  it('a field a reply removed comes back with the value the user left in it', async () => {
    const { session } = await started();
    session.chose(CURRENCY, 'EUR');
    await wait(50);
    type(session, RATE, '.5');
    session.left(RATE);
    session.chose(CURRENCY, 'SEK');
    await wait(50);
    expect(session.field('exchangeRate')).toBeUndefined();

    const undoing = session.undo();
    await wait(50);
    await undoing;
    expect(session.value(CURRENCY)).toBe('EUR');
    expect(session.value(RATE)).toBe('1.5');
    // The rate is now as the user left it: no re-call is due for it.
    expect(session.activity()).toEqual([]);
  });

  it('undoing a choice whose re-call is still out sends the earlier value instead', async () => {
    const { session, backend } = await started();
    session.chose(CURRENCY, 'EUR');
    const undoing = session.undo();
    await wait(50);
    await undoing;
    const [first, second] = backend.of('recall');
    expect(first?.aborted).toBe(true);
    expect(sentValue(second?.body ?? null, 'currency')).toBe('SEK');
    expect(session.field('exchangeRate')).toBeUndefined();
  });
});

describe('boundaries', () => {
  it('a successful save clears the history and says why', async () => {
    const saved = { kind: 'created' as const, report: { id: 'r1' } as never };
    const { session } = await started({}, { submit: () => ({ value: saved }) });
    session.typed(NAME, 'Trip');
    const saving = session.submit();
    await wait(0);
    await saving;
    expect(session.getSnapshot().submitState).toBe('submitted');
    expect(session.history()).toMatchObject({ canUndo: false, canRedo: false, cleared: 'saved' });
    session.typed(NAME, 'Trip 2');
    expect(session.history()).toMatchObject({ canUndo: true, cleared: null });
  });

  it('a command clears it', async () => {
    const { session } = await started();
    session.typed(NAME, 'Trip');
    const item = session.field('name')?.item;
    if (!item) throw new Error('no field');
    const running = session.runCommand(item, 'SPLIT_EXPENSE');
    await wait(0);
    await running;
    expect(session.history()).toMatchObject({ canUndo: false, cleared: 'command' });
  });
});

describe('kept with the draft', () => {
  it('survives a reload: the restored form undoes and redoes as before', async () => {
    const storage = createMemoryDrafts();
    const drafts = { storage, key: 'report:new', saveDelayMs: 1000 };
    const earlier = await started({ drafts });
    type(earlier.session, NAME, 'Trip');
    earlier.session.left(NAME);
    earlier.session.chose(AMOUNT, '12');
    await earlier.session.undo();
    await wait(1000);

    const { session } = await started({ drafts });
    await wait(0);
    expect(session.getSnapshot().draftOffer).not.toBeNull();
    await session.restoreDraft();
    expect(session.value(NAME)).toBe('Trip');
    expect(session.history()).toMatchObject({ canUndo: true, canRedo: true });
    await session.redo();
    expect(session.value(AMOUNT)).toBe('12');
    await session.undo();
    await session.undo();
    expect(session.value(NAME)).toBe('');
  });
});
