// @vitest-environment node
// The form engine without React and without a DOM: every timing rule on fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExpenseApiError } from '../../../src/core/wire/errors';
import { fieldKey } from '../../../src/core/wire/fieldIndex';
import { createFormSession } from '../../../src/core/session/createFormSession';
import { createMemoryStore } from '../../../src/core/session/store/memoryStore';
import type { FieldsEnvelope, JsonObject } from '../../../src/core/wire/model/types';
import { versionField, wireField } from '../../../src/mock/scenarios/wireField';
import {
  envelopeOf,
  scriptedTransport,
  sentValue,
  type Script,
} from '../../tools/scriptedTransport';

const NAME = fieldKey('name');
const AMOUNT = fieldKey('verification.amount');
const PRIVATE = fieldKey('privateUse');
const NOTE = fieldKey('note');

function fields(extra: { amount?: JsonObject; notice?: string } = {}): JsonObject[] {
  return [
    wireField('name', 'TEXT', 'Report name'),
    wireField('verification.amount', 'DOUBLE', 'Amount', {
      requiresUpdate: true,
      mandatory: true,
      maxDecimals: 2,
      ...extra.amount,
    }),
    wireField('privateUse', 'SWITCH', 'Private use', { requiresUpdate: true, value: false }),
    wireField('note', 'INFORMATION', extra.notice ?? 'Nothing to say', {}),
    versionField(3),
  ];
}

/** A reply that echoes the values sent and names the request it answers in the notice. */
const answering =
  (latencyMs = 0) =>
  (body: FieldsEnvelope, call: number) => ({
    latencyMs,
    value: {
      ...body,
      fields: body.fields.map((field) =>
        field.property === 'note' ? { ...field, name: `Answer ${call}` } : field,
      ),
    },
  });

function setup(script: Script = {}, options: { recallBurstMs?: number } = {}) {
  const backend = scriptedTransport(envelopeOf(fields()), script);
  const store = createMemoryStore();
  const onError = vi.fn();
  const onSubmitted = vi.fn();
  const session = createFormSession({
    transport: backend.transport,
    store,
    recallDelayMs: 800,
    onError,
    onSubmitted,
    ...options,
  });
  const stop = session.start();
  const notice = () =>
    session.getSnapshot().envelope?.fields.find((field) => field.property === 'note')?.name;
  return { backend, store, session, stop, onError, onSubmitted, notice };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);
/** Lets the back end answer (on the fake clock), then awaits the action. */
const settled = async (action: Promise<void>) => {
  await wait(100);
  await action;
};

describe('the form session (no React, no DOM)', () => {
  it('runs where there is no DOM at all', async () => {
    expect(typeof document).toBe('undefined');
    const { session } = setup();
    expect(session.getSnapshot().status).toBe('loading');
    await wait(0);
    expect(session.getSnapshot()).toMatchObject({ status: 'ready', submitState: 'idle' });
    expect(session.value(AMOUNT)).toBe('');
    expect(session.value(PRIVATE)).toBe(false);
  });

  it('re-calls once after the typing pause, not per keystroke', async () => {
    const { session, backend } = setup();
    await wait(0);
    for (const text of ['1', '12', '123']) {
      session.typed(AMOUNT, text);
      await wait(300);
    }
    expect(backend.of('recall')).toHaveLength(0);
    await wait(499);
    expect(backend.of('recall')).toHaveLength(0);
    await wait(1);
    expect(backend.of('recall').map((call) => sentValue(call.body, 'verification.amount'))).toEqual(
      [123],
    );
    // Unchanged since that re-call: leaving the field sends nothing more.
    session.left(AMOUNT);
    await wait(1000);
    expect(backend.of('recall')).toHaveLength(1);
  });

  it('re-calls at once when focus leaves a typed field, and typing elsewhere never re-calls', async () => {
    const { session, backend } = setup();
    await wait(0);
    session.typed(NAME, 'Trip'); // no requiresUpdate
    session.typed(AMOUNT, '70');
    session.left(AMOUNT);
    await wait(0);
    expect(backend.of('recall')).toHaveLength(1);
    await wait(2000); // the pause timer was dropped with the blur
    expect(backend.of('recall')).toHaveLength(1);
  });

  it('sends two requests for twenty quick choices and applies no stale reply', async () => {
    const { session, backend, notice } = setup({ recall: answering(120) }, { recallBurstMs: 150 });
    await wait(0);
    const shown: (string | null | undefined)[] = [notice()];
    session.subscribe(() => {
      const now = notice();
      if (now !== shown.at(-1)) shown.push(now);
    });
    for (let change = 0; change < 20; change += 1) {
      session.chose(PRIVATE, change % 2 === 0);
      await wait(40);
    }
    await wait(1000);
    expect(backend.of('recall').map((call) => call.aborted)).toEqual([true, false]);
    expect(backend.of('recall').map((call) => sentValue(call.body, 'privateUse'))).toEqual([
      true,
      false,
    ]);
    // What the form showed, in order: the loaded text, then the answer to the last request only.
    expect(shown).toEqual(['Nothing to say', 'Answer 2']);
    expect(session.value(PRIVATE)).toBe(false);
  });

  it('with no quiet time, aborts each request for the next and still shows only the last answer', async () => {
    const { session, backend, notice } = setup({ recall: answering(120) }, { recallBurstMs: 0 });
    await wait(0);
    for (let change = 0; change < 20; change += 1) {
      session.chose(PRIVATE, change % 2 === 0);
      await wait(40);
    }
    await wait(1000);
    expect(backend.of('recall')).toHaveLength(20);
    expect(notice()).toBe('Answer 20');
  });

  it('discards a slow stale reply: only the latest request is applied', async () => {
    const { session, backend, notice } = setup({
      recall: (body, call) => answering(call === 1 ? 1000 : 10)(body, call),
    });
    await wait(0);
    session.typed(AMOUNT, '6000');
    session.left(AMOUNT);
    await wait(100);
    session.typed(AMOUNT, '60');
    session.left(AMOUNT);
    await wait(2000);
    expect(backend.of('recall').map((call) => sentValue(call.body, 'verification.amount'))).toEqual(
      [6000, 60],
    );
    expect(backend.of('recall')[0]?.aborted).toBe(true);
    expect(notice()).toBe('Answer 2');
    expect(session.value(AMOUNT)).toBe('60');
  });

  it('keeps what the user typed while a request was out; the reply wins elsewhere', async () => {
    const { session } = setup({
      recall: (body) => ({
        latencyMs: 300,
        value: {
          ...body,
          fields: body.fields.map((field) =>
            field.property === 'name'
              ? { ...field, value: 'From server' }
              : field.property === 'verification.amount'
                ? { ...field, value: 6000, errorText: 'Needs approval' }
                : field,
          ),
        },
      }),
    });
    await wait(0);
    session.typed(AMOUNT, '6000');
    session.left(AMOUNT);
    await wait(100);
    session.typed(NAME, 'Trip to Oslo');
    await wait(300);
    expect(session.value(NAME)).toBe('Trip to Oslo');
    expect(session.value(AMOUNT)).toBe('6000');
    expect(session.message(AMOUNT)).toEqual({
      type: 'server',
      code: 'ERROR',
      message: 'Needs approval',
    });
    expect(session.getSnapshot().updating).toBe(false);
  });

  it('checks on the client first: nothing is sent while a field is wrong, and the fix clears it', async () => {
    const { session, backend } = setup();
    await wait(0);
    await settled(session.submit());
    expect(backend.of('submit')).toHaveLength(0);
    expect(session.getSnapshot()).toMatchObject({ submitState: 'invalid', focusRequest: 1 });
    expect(session.message(AMOUNT)).toMatchObject({ type: 'client' });
    expect(session.firstErrorKey()).toBe(AMOUNT);
    session.typed(AMOUNT, '12.345');
    expect(session.message(AMOUNT)).toMatchObject({ type: 'client' });
    session.typed(AMOUNT, '12.34');
    expect(session.message(AMOUNT)).toBeUndefined();
  });

  it('after warnings, Save anyway resubmits with saveDespiteWarnings and the version unchanged', async () => {
    const { session, backend, onSubmitted } = setup({
      submit: (body, saveDespiteWarnings) =>
        saveDespiteWarnings
          ? { value: { kind: 'created', report: { id: 'r1', reportNumber: 'R-1' } as never } }
          : {
              value: {
                kind: 'invalid',
                status: 400,
                envelope: {
                  ...body,
                  validationErrors: [
                    {
                      property: 'verification.amount',
                      code: 'OVER_LIMIT',
                      message: 'Over the limit',
                      level: 'WARNING',
                    },
                  ],
                },
              },
            },
    });
    await wait(0);
    session.typed(AMOUNT, '9000');
    await settled(session.submit());
    expect(session.getSnapshot().submitState).toBe('warnings');
    expect(session.message(AMOUNT)).toEqual({
      type: 'warning',
      code: 'OVER_LIMIT',
      message: 'Over the limit',
    });
    await settled(session.saveAnyway());
    expect(backend.of('submit').map((call) => call.saveDespiteWarnings)).toEqual([false, true]);
    expect(backend.of('submit').map((call) => sentValue(call.body, 'version'))).toEqual([3, 3]);
    expect(session.getSnapshot()).toMatchObject({
      submitState: 'submitted',
      report: { reportNumber: 'R-1' },
    });
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it('on 409, reloads the server version and keeps every change the user made', async () => {
    const conflict = new ExpenseApiError(409, 'CONCURRENT_MODIFICATION', 'Changed meanwhile');
    const { session, backend, onError } = setup({
      submit: () => ({ error: conflict }),
      load: (call) => ({
        value:
          call === 1
            ? envelopeOf(fields())
            : envelopeOf([
                ...fields({ notice: 'Edited by someone else' }).slice(0, 4),
                versionField(4),
              ]),
      }),
    });
    await wait(0);
    session.typed(NAME, 'Mine');
    session.typed(AMOUNT, '42');
    await settled(session.submit());
    expect(session.getSnapshot()).toMatchObject({ submitState: 'conflict', submitError: conflict });
    expect(onError).toHaveBeenCalledWith(conflict);
    // The 409 itself reloads once (is the stored report the user's own save?), then the user's
    // "Reload and keep my changes" loads the version to save on.
    expect(backend.of('load')).toHaveLength(2);
    await settled(session.reloadKeepingChanges());
    expect(backend.of('load')).toHaveLength(3);
    expect(session.getSnapshot().submitState).toBe('idle');
    expect(session.value(NAME)).toBe('Mine');
    expect(session.value(AMOUNT)).toBe('42');
    await settled(session.submit());
    expect(sentValue(backend.of('submit')[1]?.body ?? null, 'version')).toBe(4);
  });

  it('after a 500 the values stay and a retry submits once more; no double submit', async () => {
    const { session, backend } = setup({
      submit: (_body, _save, call) =>
        call === 1
          ? { error: new ExpenseApiError(500, 'INTERNAL', 'Down'), latencyMs: 50 }
          : { value: { kind: 'created', report: { id: 'r2' } as never }, latencyMs: 50 },
    });
    await wait(0);
    session.typed(AMOUNT, '15');
    const first = session.submit();
    void session.submit(); // a second click while the first is out
    await wait(50);
    await first;
    expect(backend.of('submit')).toHaveLength(1);
    expect(session.getSnapshot().submitState).toBe('failed');
    expect(session.value(AMOUNT)).toBe('15');
    const retry = session.submit();
    await wait(50);
    await retry;
    expect(backend.of('submit')).toHaveLength(2);
    expect(session.getSnapshot().submitState).toBe('submitted');
  });

  it('runs a command with the envelope; its reply replaces the form', async () => {
    const { session, backend, notice } = setup({
      command: (body, command) => ({
        value: {
          ...body,
          fields: body.fields.map((field) =>
            field.property === 'note' ? { ...field, name: `Ran ${command}` } : field,
          ),
        },
      }),
    });
    await wait(0);
    const item = session.getSnapshot().fields.find((entry) => entry.key === NOTE)?.item;
    session.typed(NAME, 'Split me');
    await settled(session.runCommand(item as never, 'SPLIT'));
    expect(backend.of('command').map((call) => call.command)).toEqual(['SPLIT']);
    expect(sentValue(backend.of('command')[0]?.body ?? null, 'name')).toBe('Split me');
    expect(notice()).toBe('Ran SPLIT');
  });

  it('pre-fills from a scan only where the user has not typed, marks them scanned, and re-calls', async () => {
    const { session, backend } = setup();
    await wait(0);
    session.typed(NAME, 'Typed by me');
    session.prefill({ name: 'From receipt', 'verification.amount': 123.5 });
    await wait(0);
    expect(session.value(NAME)).toBe('Typed by me');
    expect(session.value(AMOUNT)).toBe('123.50');
    const scanned = session
      .getSnapshot()
      .fields.filter((entry) => entry.item.scanned)
      .map((entry) => entry.key);
    expect(scanned).toEqual([AMOUNT]);
    expect(backend.of('recall')).toHaveLength(1);
  });

  it('writes typed numbers in the new locale when the locale changes', async () => {
    const { session } = setup();
    await wait(0);
    session.typed(AMOUNT, '12.5');
    session.configure({ locale: 'sv' });
    expect(session.value(AMOUNT)).toBe('12,50');
  });

  it('keeps the values through a failed re-call and reports it', async () => {
    const failure = new ExpenseApiError(503, 'UNAVAILABLE', 'Busy');
    const { session, onError } = setup({ recall: () => ({ error: failure }) });
    await wait(0);
    session.typed(AMOUNT, '70');
    session.left(AMOUNT);
    await wait(0);
    expect(session.getSnapshot()).toMatchObject({ updating: false, updateError: failure });
    expect(onError).toHaveBeenCalledWith(failure);
    expect(session.value(AMOUNT)).toBe('70');
  });

  it('stops what is under way when stopped, and applies nothing after', async () => {
    const { session, backend, stop, notice } = setup({ recall: answering(500) });
    await wait(0);
    session.chose(PRIVATE, true);
    stop();
    await wait(1000);
    expect(backend.of('recall')[0]?.aborted).toBe(true);
    expect(notice()).toBe('Nothing to say');
  });

  it('marks the field whose change is being re-called busy, and only that one', async () => {
    const { session } = setup({ recall: answering(200) });
    await wait(0);
    session.typed(AMOUNT, '70');
    session.left(AMOUNT);
    expect(session.getSnapshot().busyKey).toBe(AMOUNT);
    expect(session.isBusy(AMOUNT)).toBe(true);
    expect(session.isBusy(NAME)).toBe(false);
    await wait(200);
    expect(session.getSnapshot().busyKey).toBeNull();
    expect(session.isBusy(AMOUNT)).toBe(false);
  });

  it('says which fields a reply added and removed', async () => {
    const { session } = setup({
      recall: (body) => ({
        value: {
          ...body,
          fields: [
            ...body.fields.filter((field) => field.property !== 'name'),
            ...envelopeOf([wireField('verification.exchangeRate', 'DOUBLE', 'Exchange rate')])
              .fields,
          ],
        },
      }),
    });
    await wait(0);
    expect(session.getSnapshot().changes).toBeNull();
    session.chose(PRIVATE, true);
    await wait(0);
    expect(session.getSnapshot().changes).toEqual({
      added: ['Exchange rate'],
      removed: ['Report name'],
    });
  });

  it('is dirty from the first change until a save stores it', async () => {
    const { session } = setup({
      submit: () => ({ value: { kind: 'created', report: { id: 'r3' } as never } }),
    });
    await wait(0);
    expect(session.isDirty()).toBe(false);
    session.prefill({ 'verification.amount': 12 });
    expect(session.isDirty()).toBe(true);
    await settled(session.submit());
    expect(session.getSnapshot().submitState).toBe('submitted');
    expect(session.isDirty()).toBe(false);
  });
});
