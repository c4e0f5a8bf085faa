// @vitest-environment node
// The session's screen API: `whenReady()`, `field(property)`, messages with their code
// and text, and the envelope a server rendered (`initialEnvelope`). No React, no DOM, fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { createFormSession } from '../../../src/core/session/createFormSession';
import { EnvelopeWarning } from '../../../src/core/session/recall/envelopeReply';
import type { FormSessionOptions } from '../../../src/core/session/context/formSession';
import { createMemoryDrafts } from '../../../src/core/session/drafts/memoryDrafts';
import { ExpenseApiError, EnvelopeError } from '../../../src/core/wire/errors';
import { toWire } from '../../../src/core/wire/envelope';
import { fieldKey } from '../../../src/core/wire/fieldIndex';
import type { FieldsEnvelope } from '../../../src/core/wire/model/types';
import { wireField } from '../../../src/mock/scenarios/wireField';
import { envelopeOf, type Script } from '../../tools/scriptedTransport';
import { currencyFields, currencySession } from '../../tools/currencySession';

const NAME = fieldKey('name');
const AMOUNT = fieldKey('verification.amount');
const CURRENCY = fieldKey('currency');

const fields = () => currencyFields({ mandatory: true });

function setup(script: Script = {}, options: Partial<FormSessionOptions> = {}) {
  return currencySession(fields(), script, options);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** Starts a session and lets the back end answer the load (on the fake clock). */
async function started(session: ReturnType<typeof createFormSession>) {
  const ready = session.whenReady();
  session.start();
  await wait(0);
  await ready;
}

/** How a promise stands now, without waiting for it. */
async function standing(promise: Promise<void>): Promise<'pending' | 'resolved' | unknown> {
  let outcome: unknown = 'pending';
  promise.then(
    () => (outcome = 'resolved'),
    (error: unknown) => (outcome = error),
  );
  await wait(0);
  return outcome;
}

describe('whenReady', () => {
  it('resolves when the first envelope is shown, and at once after that', async () => {
    const { session } = setup({ load: () => ({ latencyMs: 200, value: envelopeOf(fields()) }) });
    const ready = session.whenReady();
    session.start();
    await wait(199);
    expect(await standing(ready)).toBe('pending');
    await wait(1);
    expect(await standing(ready)).toBe('resolved');
    expect(await standing(session.whenReady())).toBe('resolved');
  });

  it('rejects with the load error, and a retry makes later calls resolve', async () => {
    const failure = new ExpenseApiError(503, 'HTTP_503', 'Down');
    const { session, backend } = setup({
      load: (call) =>
        call === 1 ? { error: failure } : { latencyMs: 100, value: envelopeOf(fields()) },
    });
    const first = session.whenReady();
    session.start();
    expect(await standing(first)).toBe(failure);
    // Asked while the failure stands: the same answer, at once.
    expect(await standing(session.whenReady())).toBe(failure);
    void session.retryLoad();
    const second = session.whenReady();
    expect(await standing(second)).toBe('pending');
    await wait(100);
    expect(await standing(second)).toBe('resolved');
    expect(backend.of('load')).toHaveLength(2);
  });
});

describe('field(property)', () => {
  it('finds a field of the current envelope with its key; a re-call brings new ones', async () => {
    const { session } = setup();
    expect(session.field('name')).toBeUndefined();
    await started(session);
    const name = session.field('name');
    expect(name).toMatchObject({ key: NAME, shown: true, item: { name: 'Report name' } });
    // The same object while the envelope stays: a `useSyncExternalStore` reader may hold it.
    expect(session.field('name')).toBe(name);
    expect(session.field('exchangeRate')).toBeUndefined();
    session.chose(CURRENCY, 'EUR');
    await wait(49);
    expect(session.field('exchangeRate')).toBeUndefined();
    await wait(1);
    expect(session.field('exchangeRate')).toMatchObject({
      key: fieldKey('exchangeRate'),
      item: { controlType: 'DOUBLE', value: 1 },
    });
    expect(session.field('nothing.here')).toBeUndefined();
  });

  it('gives the shown occurrence of a property that is also hidden', async () => {
    const hiddenFirst = [
      wireField('note', 'TEXT', 'Hidden note', { visible: false }),
      wireField('note', 'TEXT', 'Shown note'),
    ];
    const { session } = setup({}, { initialEnvelope: envelopeOf(hiddenFirst) });
    expect(session.field('note')).toMatchObject({
      key: fieldKey('note', 2),
      item: { name: 'Shown note' },
    });
  });
});

describe('messages with their code and text', () => {
  it('words client checks in English by default, next to their code', async () => {
    const { session } = setup();
    await started(session);
    session.typed(AMOUNT, '12.345');
    await session.submit();
    expect(session.message(NAME)).toEqual({
      type: 'client',
      code: 'required',
      message: 'This field is required.',
    });
    expect(session.message(AMOUNT)).toEqual({
      type: 'client',
      code: 'decimals',
      message: 'Use at most 2 decimals.',
    });
  });

  it('re-words them with the wording it is given, codes unchanged', async () => {
    const { session } = setup();
    await started(session);
    await session.submit();
    session.configure({ describeProblem: (problem) => `Fel: ${problem.code}` });
    expect(session.message(NAME)).toEqual({
      type: 'client',
      code: 'required',
      message: 'Fel: required',
    });
  });

  it("keeps the server's code and text on its messages", async () => {
    const { session } = setup({
      submit: (body) => ({
        value: {
          kind: 'invalid',
          status: 400,
          envelope: {
            ...body,
            validationErrors: [
              { property: 'name', code: 'NAME_TAKEN', message: 'Name in use.', level: 'ERROR' },
            ],
          },
        },
      }),
    });
    await started(session);
    session.typed(NAME, 'Trip');
    const submitted = session.submit();
    await wait(0);
    await submitted;
    expect(session.message(NAME)).toEqual({
      type: 'server',
      code: 'NAME_TAKEN',
      message: 'Name in use.',
    });
  });
});

describe('an initial envelope (server rendering)', () => {
  it('is shown when the session is created, with no load, and re-calls work after start', async () => {
    const { session, backend } = setup({}, { initialEnvelope: toWire(envelopeOf(fields())) });
    expect(session.getSnapshot().status).toBe('ready');
    expect(session.value(CURRENCY)).toBe('SEK');
    expect(await standing(session.whenReady())).toBe('resolved');
    const stop = session.start();
    await wait(1000);
    expect(backend.calls).toHaveLength(0);
    session.chose(CURRENCY, 'EUR');
    await wait(50);
    expect(backend.of('recall')).toHaveLength(1);
    expect(session.field('exchangeRate')).toBeDefined();
    stop();
    // Started again (React's strict mode): still no load.
    session.start();
    await wait(0);
    expect(backend.of('load')).toHaveLength(0);
  });

  it('reads raw JSON with the wire names it is given', () => {
    const raw = { fields: [wireField('currency', 'TEXT', 'Currency', { trigger: true })] };
    const { session } = setup(
      {},
      { initialEnvelope: raw, wireNames: { requiresUpdate: 'trigger' } },
    );
    expect(session.field('currency')?.item.requiresUpdate).toBe(true);
  });

  it('offers a draft and reports warnings only once started', async () => {
    const storage = createMemoryDrafts();
    const drafts = { storage, key: 'report:new', saveDelayMs: 1000 };
    const earlier = setup({}, { drafts, initialEnvelope: envelopeOf(fields()) });
    earlier.session.start();
    earlier.session.typed(NAME, 'Trip');
    await wait(1000);

    const odd = [...fields(), wireField('flag', 'SWITCH', 'Flag', { mandatory: 'yes' })];
    const { session, onError } = setup({}, { drafts, initialEnvelope: { fields: odd } });
    await wait(0);
    expect(session.getSnapshot().draftOffer).toBeNull();
    expect(onError).not.toHaveBeenCalled();
    session.start();
    await wait(0);
    expect(session.getSnapshot().draftOffer).not.toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(EnvelopeWarning);
  });

  it('that does not parse is the load error; retryLoad asks the transport', async () => {
    const { session, backend, onError } = setup({}, { initialEnvelope: { fields: 'none' } });
    const state = session.getSnapshot();
    expect(state.status).toBe('error');
    expect(state.loadError).toBeInstanceOf(EnvelopeError);
    expect(await standing(session.whenReady())).toBe(state.loadError);
    session.start();
    await wait(0);
    expect(backend.calls).toHaveLength(0);
    expect(onError).toHaveBeenCalledExactlyOnceWith(state.loadError);
    void session.retryLoad();
    await wait(0);
    expect(session.getSnapshot().status).toBe('ready');
    expect(backend.of('load')).toHaveLength(1);
  });
});

describe('the envelopes a change summary compares', () => {
  it('keeps the loaded envelope, builds the current one from the values, and tells each change', async () => {
    const { session } = setup();
    expect(session.loadedEnvelope()).toBeNull();
    expect(session.currentEnvelope()).toBeNull();
    await started(session);
    const loaded = session.loadedEnvelope();
    expect(loaded?.fields.map((field) => field.property)).toEqual([
      'name',
      'verification.amount',
      'currency',
      'version',
    ]);
    const told = vi.fn();
    session.subscribeValues(told);
    session.typed(AMOUNT, '12.5');
    expect(told).toHaveBeenCalledTimes(1);
    const amount = (envelope: FieldsEnvelope | null) =>
      envelope?.fields.find((field) => field.property === 'verification.amount')?.value;
    expect(amount(session.currentEnvelope())).toBe(12.5);
    expect(amount(session.loadedEnvelope()) ?? null).toBeNull();
    // A re-call's reply changes the structure: told, and the loaded envelope stays the base.
    session.chose(CURRENCY, 'EUR');
    await wait(50);
    expect(told).toHaveBeenCalledTimes(3);
    expect(session.currentEnvelope()?.fields.map((field) => field.property)).toContain(
      'exchangeRate',
    );
    expect(session.loadedEnvelope()).toBe(loaded);
  });
});
