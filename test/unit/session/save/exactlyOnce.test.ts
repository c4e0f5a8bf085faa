// @vitest-environment node
// Saving once in the engine: one idempotency key per save attempt (Try again, the library's own
// retry and a reload repeat it), an unknown outcome that is never a plain failure, and a repeated
// PUT that finds its own earlier try stored. Fake timers drive every answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateReportResult, SavedObject } from '../../../../src/core/http/client';
import type { FieldsTransport } from '../../../../src/core/http/transport';
import { createFormSession } from '../../../../src/core/session/createFormSession';
import type { FormSessionOptions } from '../../../../src/core/session/context/formSession';
import { DraftStorageError } from '../../../../src/core/session/drafts/draftKeeper';
import { draftKey, type DraftStorage } from '../../../../src/core/session/drafts/draftStorage';
import { createMemoryDrafts } from '../../../../src/core/session/drafts/memoryDrafts';
import { createMemoryStore } from '../../../../src/core/session/store/memoryStore';
import { saveRecordKey, storedSave } from '../../../../src/core/session/drafts/saveRecord';
import { readStoredDraft } from '../../../../src/core/session/drafts/readStoredDraft';
import type {
  SaveAttempt,
  SaveConfirmation,
} from '../../../../src/core/session/state/saveAttempts';
import { newSaveKey, type KeyRandomness } from '../../../../src/core/session/ports/saveKey';
import { ExpenseApiError } from '../../../../src/core/wire/errors';
import { fieldKey } from '../../../../src/core/wire/fieldIndex';
import type { FieldsEnvelope, JsonObject } from '../../../../src/core/wire/model/types';
import { versionField, wireField } from '../../../../src/mock/scenarios/wireField';
import {
  envelopeOf,
  scriptedTransport,
  sentValue,
  type Answer,
} from '../../../tools/scriptedTransport';
import { manualNetwork } from '../../../../src/core/session/ports/network';

const NAME = fieldKey('name');
const DRAFT = draftKey('user-1', 'new report');

/** The draft and its save's state as a page reads them (the draft and save records). */
async function readBack(storage: DraftStorage, key = DRAFT) {
  return storedSave(
    (await storage.get(key)) ?? null,
    (await storage.get(saveRecordKey(key))) ?? null,
  );
}
const REPORT = { id: 'r-1' } as SavedObject;
const lost = () =>
  new ExpenseApiError(0, 'NETWORK_ERROR', 'The expense service could not be reached.');
const LOST = { error: lost() };
const CREATED = { value: { kind: 'created', report: REPORT } as CreateReportResult };
const REFUSED = (body: FieldsEnvelope) => ({
  value: { kind: 'invalid', envelope: body, status: 400 } as CreateReportResult,
});
const CONFLICT = {
  error: new ExpenseApiError(409, 'CONCURRENT_MODIFICATION', 'The report was changed.'),
};

const fields = (version?: number, name?: string): JsonObject[] => [
  wireField('name', 'TEXT', 'Report name', name === undefined ? {} : { value: name }),
  ...(version === undefined ? [] : [versionField(version)]),
];

type Submit = (body: FieldsEnvelope, call: number) => Answer<CreateReportResult>;

/** A session on a scripted back end; `keys` says whether its creates carry the key. */
function open(
  submit: Submit,
  options: {
    keys?: boolean;
    version?: number;
    load?: (call: number) => Answer<FieldsEnvelope>;
    drafts?: DraftStorage;
    confirmSave?: FormSessionOptions['confirmSave'];
    network?: FormSessionOptions['network'];
    saveMethod?: FieldsTransport['saveMethod'];
  } = {},
) {
  const backend = scriptedTransport(envelopeOf(fields(options.version)), {
    submit: (body, _despite, call) => submit(body, call),
    ...(options.load ? { load: options.load } : {}),
  });
  const transport: FieldsTransport = {
    ...backend.transport,
    ...(options.keys === undefined ? {} : { idempotentCreates: options.keys }),
    ...(options.saveMethod ? { saveMethod: options.saveMethod } : {}),
  };
  const onError = vi.fn();
  const onSubmitted = vi.fn();
  const session = createFormSession({
    transport,
    store: createMemoryStore(),
    onError,
    onSubmitted,
    confirmSave: options.confirmSave,
    drafts: options.drafts ? { storage: options.drafts, key: DRAFT } : null,
    network: options.network,
  });
  const stop = session.start();
  const keys = () => backend.of('submit').map((call) => call.idempotencyKey);
  const state = () => session.getSnapshot().submitState;
  return { backend, session, stop, onError, onSubmitted, keys, state };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);
/**
 * Lets the back end answer, then awaits the action. The fake clock runs a 0 ms timer set while
 * timers run 1 ms later, and a save may ask twice (a repeated PUT reloads): a few steps of 1 ms.
 */
const run = async (action: Promise<void>) => {
  let done = false;
  void action.finally(() => (done = true));
  for (let step = 0; step < 5 && !done; step += 1) await wait(1);
  await action;
};
/**
 * A page whose keyless create of "Taxi" lost its reply, then closed: `drafts` keep the unknown
 * outcome. Resolves with the key the create carried.
 */
async function unknownCreateIn(drafts: DraftStorage) {
  const before = open(() => LOST, { drafts });
  await wait(0);
  before.session.typed(NAME, 'Taxi');
  await run(before.session.submit());
  expect(before.state()).toBe('unconfirmed');
  const [key] = before.keys();
  before.stop();
  return key;
}
/** The library's pause before it repeats a keyed create whose reply was lost. */
const RETRY_MS = 1000;

describe('a key per save attempt', () => {
  it('is the same on the automatic retry and on Try again, and the callbacks come once', async () => {
    const { session, keys, state, onError, onSubmitted } = open(
      (_body, call) => (call <= 2 ? LOST : CREATED),
      { keys: true },
    );
    await wait(0);
    session.typed(NAME, 'Taxi');
    void session.submit();
    await wait(RETRY_MS - 1);
    // The reply was lost: the library waits, then repeats it once with the same key.
    expect(keys()).toHaveLength(1);
    expect(state()).toBe('submitting');
    await wait(1);
    await wait(1); // the repeat's answer
    expect(keys()).toHaveLength(2);
    expect(state()).toBe('failed');
    expect(onError).toHaveBeenCalledTimes(1);
    await wait(RETRY_MS);
    expect(keys()).toHaveLength(2);
    await run(session.submit()); // Try again
    expect(state()).toBe('submitted');
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(onSubmitted).toHaveBeenCalledWith(REPORT, expect.objectContaining({}));
    expect(onError).toHaveBeenCalledTimes(1);
    const [first, ...rest] = keys();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(rest).toEqual([first, first]);
  });

  it('is the same after a 5xx, and new after the save succeeded', async () => {
    const down = { error: new ExpenseApiError(500, 'INTERNAL', 'Down') };
    const { session, keys, onError } = open((_body, call) => (call === 1 ? down : CREATED), {
      keys: true,
    });
    await wait(0);
    session.typed(NAME, 'Taxi');
    await run(session.submit());
    expect(session.getSnapshot().submitState).toBe('failed');
    await run(session.submit());
    await run(session.submit()); // the next report of this form is another save
    expect(keys()).toHaveLength(3);
    expect(keys()[1]).toBe(keys()[0]);
    expect(keys()[2]).not.toBe(keys()[0]);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('is new after the service refused the save and the user changed a value', async () => {
    const { session, keys, state } = open((body, call) => (call === 1 ? REFUSED(body) : CREATED), {
      keys: true,
    });
    await wait(0);
    session.typed(NAME, 'Taxi');
    await run(session.submit());
    expect(state()).toBe('invalid');
    session.typed(NAME, 'Taxi to the airport');
    await run(session.submit());
    expect(state()).toBe('submitted');
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('is kept with the draft and reused by the save after a reload', async () => {
    const drafts = createMemoryDrafts();
    const before = open(() => LOST, { keys: true, drafts });
    await wait(0);
    before.session.typed(NAME, 'Taxi');
    void before.session.submit();
    await wait(RETRY_MS + 1);
    expect(before.state()).toBe('failed');
    const [key] = before.keys();
    // Written when the attempt began, before its request left.
    expect((await readBack(drafts))?.saveKey).toBe(key);
    before.stop(); // the page reloads

    const after = open(() => CREATED, { keys: true, drafts });
    await wait(0);
    expect(after.session.getSnapshot().draftOffer).not.toBeNull();
    await after.session.restoreDraft();
    await run(after.session.submit());
    expect(after.state()).toBe('submitted');
    expect(sentValue(after.backend.of('submit')[0]?.body ?? null, 'name')).toBe('Taxi');
    expect(after.keys()).toEqual([key]);
    // Saved: the draft and its key are gone.
    expect(await readBack(drafts)).toBeNull();
  });

  it('is read back from a stored draft only when it is a text', () => {
    const draft = { values: {}, kinds: {}, version: null, savedAt: 1, tab: 't' };
    expect(readStoredDraft(draft)).toEqual(draft);
    expect(readStoredDraft({ ...draft, saveKey: 'k-1' })).toEqual({ ...draft, saveKey: 'k-1' });
    expect(readStoredDraft({ ...draft, saveKey: 7 })).toBeNull();
    expect(readStoredDraft({ ...draft, saveKey: '' })).toBeNull();
  });

  it('is a version 4 UUID with or without crypto.randomUUID (secure contexts only)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    // Every random byte 0xff: the version and variant bits show through.
    const ones: KeyRandomness = {
      getRandomValues: (bytes) => {
        if (bytes instanceof Uint8Array) bytes.fill(255);
        return bytes;
      },
    };
    expect(newSaveKey(ones)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(newSaveKey({ ...ones, randomUUID: () => 'given' })).toBe('given');
    expect(newSaveKey()).toMatch(uuid);
    expect(newSaveKey()).not.toBe(newSaveKey());
  });
});

describe('an unknown outcome without a key', () => {
  it('is unconfirmed: Save does not send again, saveAgain sends a new attempt', async () => {
    const { session, keys, state, onError, onSubmitted } = open((_body, call) =>
      call === 1 ? LOST : CREATED,
    );
    await wait(0);
    session.typed(NAME, 'Taxi');
    await run(session.submit());
    expect(state()).toBe('unconfirmed');
    expect(session.getSnapshot().submitError).toMatchObject({ code: 'NETWORK_ERROR' });
    expect(session.value(NAME)).toBe('Taxi');
    expect(onError).toHaveBeenCalledTimes(1);
    // Neither the Save button nor time sends it again.
    await run(session.submit());
    await run(session.saveAnyway());
    await wait(RETRY_MS * 10);
    expect(keys()).toHaveLength(1);
    expect(state()).toBe('unconfirmed');
    await run(session.saveAgain());
    expect(state()).toBe('submitted');
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).not.toBe(keys()[0]);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('ends saved when confirmSave finds the report, with one onSubmitted and no onError', async () => {
    const confirmSave = vi.fn((_attempt: SaveAttempt) =>
      Promise.resolve<SaveConfirmation>({ saved: true, report: REPORT }),
    );
    const { session, keys, state, onError, onSubmitted } = open(() => LOST, { confirmSave });
    await wait(0);
    session.typed(NAME, 'Taxi');
    await run(session.submit());
    await wait(0);
    expect(state()).toBe('submitted');
    expect(session.getSnapshot().report).toBe(REPORT);
    expect(confirmSave).toHaveBeenCalledTimes(1);
    expect(confirmSave).toHaveBeenCalledWith(
      expect.objectContaining({ key: keys()[0], error: expect.objectContaining({ status: 0 }) }),
    );
    expect(sentValue(confirmSave.mock.calls[0]?.[0].envelope ?? null, 'name')).toBe('Taxi');
    await session.checkSave();
    expect(confirmSave).toHaveBeenCalledTimes(1);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
    expect(keys()).toHaveLength(1);
  });

  it('is a plain failure when confirmSave says it was not saved: Try again sends', async () => {
    const confirmSave = () => Promise.resolve<SaveConfirmation>({ saved: false });
    const { session, keys, state, onError } = open((_body, call) => (call === 1 ? LOST : CREATED), {
      confirmSave,
    });
    await wait(0);
    session.typed(NAME, 'Taxi');
    await run(session.submit());
    await wait(0);
    expect(state()).toBe('failed');
    expect(onError).toHaveBeenCalledTimes(1);
    await run(session.submit());
    expect(state()).toBe('submitted');
    expect(keys()).toHaveLength(2);
  });

  it('stays unconfirmed while confirmSave cannot tell; "Check again" finds it: one onSubmitted, no onError', async () => {
    const answers: Array<() => Promise<SaveConfirmation>> = [
      () => Promise.reject(new Error('The list is down')),
      () => Promise.resolve({ saved: true, report: REPORT }),
    ];
    const confirmSave = vi.fn(
      () => answers.shift()?.() ?? Promise.resolve<SaveConfirmation>({ saved: false }),
    );
    const { session, state, onError, onSubmitted } = open(() => LOST, { confirmSave });
    await wait(0);
    session.typed(NAME, 'Taxi');
    await run(session.submit());
    await wait(0);
    expect(state()).toBe('unconfirmed');
    expect(session.getSnapshot().checkingSave).toBe(false);
    // The outcome is still open: the save's one callback waits for it.
    expect(onError).not.toHaveBeenCalled();
    expect(session.canCheckSave()).toBe(true);
    const checking = session.checkSave();
    expect(session.getSnapshot().checkingSave).toBe(true);
    await checking;
    expect(state()).toBe('submitted');
    expect(onSubmitted).toHaveBeenCalledExactlyOnceWith(REPORT, expect.objectContaining({}));
    expect(onError).not.toHaveBeenCalled();
  });

  it('"Check again" that finds nothing is the one onError; Try again is a new save', async () => {
    const answers: Array<() => Promise<SaveConfirmation>> = [
      () => Promise.reject(new Error('The list is down')),
      () => Promise.resolve({ saved: false }),
    ];
    const confirmSave = vi.fn(
      () => answers.shift()?.() ?? Promise.resolve<SaveConfirmation>({ saved: false }),
    );
    const { session, state, keys, onError, onSubmitted } = open(
      (_body, call) => (call === 1 ? LOST : CREATED),
      { confirmSave },
    );
    await wait(0);
    session.typed(NAME, 'Taxi');
    await run(session.submit());
    await wait(0);
    await session.checkSave();
    expect(state()).toBe('failed');
    expect(onError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ status: 0 }));
    await session.checkSave(); // nothing left to check
    expect(confirmSave).toHaveBeenCalledTimes(2);
    await run(session.submit());
    expect(state()).toBe('submitted');
    expect(keys()).toHaveLength(2);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it('"Save it again" ends the unknown save with its one onError, then saves anew', async () => {
    const confirmSave = vi.fn(() => Promise.reject<SaveConfirmation>(new Error('down')));
    const { session, state, onError, onSubmitted } = open(
      (_body, call) => (call === 1 ? LOST : CREATED),
      { confirmSave },
    );
    await wait(0);
    session.typed(NAME, 'Taxi');
    await run(session.submit());
    await wait(0);
    expect(onError).not.toHaveBeenCalled();
    await run(session.saveAgain());
    expect(state()).toBe('submitted');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it('"Save it again" does nothing while confirmSave checks: its "saved" is the outcome, one create', async () => {
    let answer: (confirmation: SaveConfirmation) => void = () => undefined;
    const confirmSave = vi.fn(() => new Promise<SaveConfirmation>((resolve) => (answer = resolve)));
    const { session, state, keys, onError, onSubmitted } = open(
      (_body, call) => (call === 1 ? LOST : CREATED),
      { confirmSave },
    );
    await wait(0);
    session.typed(NAME, 'Taxi');
    await run(session.submit());
    expect(session.getSnapshot().checkingSave).toBe(true);
    await run(session.saveAgain());
    expect(keys()).toHaveLength(1);
    expect(state()).toBe('unconfirmed');
    answer({ saved: true, report: REPORT });
    await wait(0);
    expect(state()).toBe('submitted');
    expect(keys()).toHaveLength(1);
    expect(onSubmitted).toHaveBeenCalledExactlyOnceWith(REPORT, expect.objectContaining({}));
    expect(onError).not.toHaveBeenCalled();
  });

  it('is settled once a check that cannot tell ends, and "Save it again" then sends anew', async () => {
    let fail: (error: unknown) => void = () => undefined;
    const confirmSave = vi.fn(
      () => new Promise<SaveConfirmation>((_resolve, reject) => (fail = reject)),
    );
    const { session, state, keys, onError, onSubmitted } = open(
      (_body, call) => (call === 1 ? LOST : CREATED),
      { confirmSave },
    );
    await wait(0);
    session.typed(NAME, 'Taxi');
    await run(session.submit());
    await run(session.saveAgain());
    fail(new Error('The list is down'));
    await wait(0);
    expect(session.getSnapshot()).toMatchObject({
      submitState: 'unconfirmed',
      checkingSave: false,
    });
    expect(session.isSettled()).toBe(true);
    await run(session.saveAgain());
    expect(state()).toBe('submitted');
    expect(keys()).toHaveLength(2);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it('is a plain failure when the device was offline before the request left (never sent)', async () => {
    const network = manualNetwork(true);
    const { session, state, keys } = open((_body, call) => (call === 1 ? LOST : CREATED), {
      network,
    });
    await wait(0);
    session.typed(NAME, 'Taxi');
    await run(session.submit());
    expect(state()).toBe('failed');
    network.setOffline(false);
    await run(session.submit());
    expect(state()).toBe('submitted');
    expect(keys()).toHaveLength(2);
  });

  it('is unconfirmed with a key too when the service says the key went with other values', async () => {
    const reused = {
      error: new ExpenseApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'Another body.'),
    };
    const { session, state, keys } = open(
      (_body, call) => (call <= 2 ? LOST : call === 3 ? reused : CREATED),
      { keys: true },
    );
    await wait(0);
    session.typed(NAME, 'Taxi');
    void session.submit();
    await wait(RETRY_MS + 1);
    expect(state()).toBe('failed');
    session.typed(NAME, 'Taxi home'); // changed after an unknown outcome: the same key goes
    await run(session.submit());
    expect(state()).toBe('unconfirmed');
    expect(keys()).toHaveLength(3);
    expect(new Set(keys()).size).toBe(1);
    await run(session.saveAgain());
    expect(state()).toBe('submitted');
    expect(keys()[3]).not.toBe(keys()[0]);
  });
});

describe('a gateway failure (502, 504) on a create', () => {
  const gateway = (status: number) => ({
    error: new ExpenseApiError(status, `HTTP_${status}`, 'The gateway gave up.'),
  });

  it.each([502, 504])(
    '%i without a key: the outcome is unknown, nothing is sent again',
    async (status) => {
      const { session, keys, state, onError } = open((_body, call) =>
        call === 1 ? gateway(status) : CREATED,
      );
      await wait(0);
      session.typed(NAME, 'Taxi');
      await run(session.submit());
      expect(state()).toBe('unconfirmed');
      expect(session.getSnapshot().submitError).toMatchObject({ status });
      await run(session.submit());
      await wait(RETRY_MS * 5);
      expect(keys()).toHaveLength(1);
      expect(onError).toHaveBeenCalledTimes(1);
    },
  );

  it.each([502, 504])(
    '%i with a key: the form repeats it itself with the same key',
    async (status) => {
      const { session, keys, state, onError, onSubmitted } = open(
        (_body, call) => (call === 1 ? gateway(status) : CREATED),
        { keys: true },
      );
      await wait(0);
      session.typed(NAME, 'Taxi');
      void session.submit();
      await wait(RETRY_MS + 1);
      expect(state()).toBe('submitted');
      expect(keys()).toHaveLength(2);
      expect(keys()[1]).toBe(keys()[0]);
      expect(onSubmitted).toHaveBeenCalledTimes(1);
      expect(onError).not.toHaveBeenCalled();
    },
  );

  it('a 201 whose body was cut off (or broken JSON) is no plain failure: it was applied', async () => {
    const cut = {
      error: new ExpenseApiError(
        201,
        'NETWORK_ERROR',
        'The connection dropped while the answer was read.',
      ),
    };
    const broken = { error: new ExpenseApiError(200, 'INVALID_JSON', 'Malformed JSON.') };
    for (const answer of [cut, broken]) {
      const { session, keys, state } = open((_body, call) => (call === 1 ? answer : CREATED));
      await wait(0);
      session.typed(NAME, 'Taxi');
      await run(session.submit());
      expect(state()).toBe('unconfirmed');
      await run(session.submit());
      expect(keys()).toHaveLength(1);
    }
  });

  it.each([500, 503])(
    '%i is a plain failure: nothing was applied, Try again sends',
    async (status) => {
      const { session, keys, state } = open((_body, call) =>
        call === 1 ? gateway(status) : CREATED,
      );
      await wait(0);
      session.typed(NAME, 'Taxi');
      await run(session.submit());
      expect(state()).toBe('failed');
      await run(session.submit());
      expect(state()).toBe('submitted');
      expect(keys()).toHaveLength(2);
    },
  );
});

describe('an unknown outcome kept with the draft', () => {
  it('is in the draft before the create leaves, and a reload while it is out shows it unknown', async () => {
    const drafts = createMemoryDrafts();
    const before = open(() => ({ ...CREATED, latencyMs: 60_000 }), { drafts });
    await wait(0);
    before.session.typed(NAME, 'Taxi');
    void before.session.submit();
    await wait(0);
    expect(before.keys()).toHaveLength(1);
    const [key] = before.keys();
    expect((await readBack(drafts))?.unconfirmed).toEqual({ key, at: expect.any(Number) });
    before.stop(); // the page goes away with the request out

    const after = open(() => CREATED, { drafts });
    await wait(0);
    expect(after.state()).toBe('unconfirmed');
    expect(after.session.getSnapshot().draftOffer).toBeNull();
    expect(after.session.value(NAME)).toBe('Taxi');
    await run(after.session.submit());
    expect(after.keys()).toHaveLength(0);
  });

  it('survives a reload after a lost reply: unknown, Save blocked, "Save it again" sends anew', async () => {
    const drafts = createMemoryDrafts();
    const key = await unknownCreateIn(drafts);

    const after = open(() => CREATED, { drafts });
    await wait(0);
    expect(after.session.getSnapshot()).toMatchObject({
      submitState: 'unconfirmed',
      draftOffer: null,
    });
    expect(after.session.value(NAME)).toBe('Taxi');
    await run(after.session.submit());
    await run(after.session.saveAnyway());
    expect(after.keys()).toHaveLength(0);
    // Found, not witnessed: its one callback waits for the user's decision.
    expect(after.onError).not.toHaveBeenCalled();
    await run(after.session.saveAgain());
    expect(after.state()).toBe('submitted');
    expect(after.onError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ status: 0 }));
    expect(after.onSubmitted).toHaveBeenCalledTimes(1);
    expect(after.keys()).toHaveLength(1);
    expect(after.keys()[0]).not.toBe(key);
    expect(await readBack(drafts)).toBeNull();
  });

  it('after a reload, confirmSave is asked about it with its key and values', async () => {
    const drafts = createMemoryDrafts();
    const key = await unknownCreateIn(drafts);

    const confirmSave = vi.fn((_attempt: SaveAttempt) =>
      Promise.resolve<SaveConfirmation>({ saved: true, report: REPORT }),
    );
    const after = open(() => CREATED, { drafts, confirmSave });
    await wait(0);
    expect(confirmSave).toHaveBeenCalledTimes(1);
    const [attempt] = confirmSave.mock.calls[0] ?? [];
    expect(attempt?.key).toBe(key);
    expect(sentValue(attempt?.envelope ?? null, 'name')).toBe('Taxi');
    expect(after.state()).toBe('submitted');
    expect(after.onSubmitted).toHaveBeenCalledExactlyOnceWith(REPORT, expect.objectContaining({}));
    expect(after.keys()).toHaveLength(0);
  });

  it('is gone from the draft once an answer says nothing was stored', async () => {
    const drafts = createMemoryDrafts();
    const down = { error: new ExpenseApiError(503, 'UNAVAILABLE', 'Down') };
    const { session, state } = open(() => down, { drafts });
    await wait(0);
    session.typed(NAME, 'Taxi');
    await run(session.submit());
    expect(state()).toBe('failed');
    await wait(0);
    const stored = await readBack(drafts);
    expect(stored?.values[NAME]).toBe('Taxi');
    expect(stored?.unconfirmed).toBeUndefined();
  });

  it('is read back from a stored draft only when it has a key and a time', () => {
    const draft = { values: {}, kinds: {}, version: null, savedAt: 1, tab: 't' };
    const marked = { ...draft, unconfirmed: { key: 'k-1', at: 5 } };
    expect(readStoredDraft(marked)).toEqual(marked);
    expect(readStoredDraft({ ...draft, unconfirmed: { key: '', at: 5 } })).toBeNull();
    expect(readStoredDraft({ ...draft, unconfirmed: { key: 'k-1' } })).toBeNull();
  });
});

describe('a save asked for while the draft lookup reads the storage', () => {
  it("waits for it: the earlier page's unknown create wins and nothing is sent", async () => {
    const drafts = createMemoryDrafts();
    const key = await unknownCreateIn(drafts);

    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held: DraftStorage = { ...drafts, get: (at) => gate.then(() => drafts.get(at)) };
    const after = open(() => CREATED, { drafts: held });
    await wait(0);
    expect(after.session.getSnapshot().status).toBe('ready');
    const saving = after.session.submit();
    await wait(0);
    expect(after.keys()).toHaveLength(0);
    release();
    await run(saving);
    expect(after.state()).toBe('unconfirmed');
    expect(after.keys()).toHaveLength(0);
    expect(after.session.value(NAME)).toBe('Taxi');
    expect((await readBack(drafts))?.unconfirmed?.key).toBe(key);
  });
});

describe('a save on a draft storage that never answers', () => {
  it('goes after a time limit, the storage reported once, and the next save does not wait', async () => {
    const memory = createMemoryDrafts();
    const hung: DraftStorage = { ...memory, set: () => new Promise<void>(() => undefined) };
    const { session, keys, state, onError } = open(() => CREATED, { drafts: hung });
    await wait(0);
    session.typed(NAME, 'Taxi');
    const saving = session.submit();
    await wait(1999);
    expect(keys()).toHaveLength(0);
    await wait(5);
    expect(keys()).toHaveLength(1);
    await saving;
    expect(state()).toBe('submitted');
    expect(onError).toHaveBeenCalledExactlyOnceWith(expect.any(DraftStorageError));
    session.typed(NAME, 'Taxi home');
    await run(session.submit());
    expect(keys()).toHaveLength(2);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('a save while a draft is offered', () => {
  it('closes the offer and keeps its key in the storage before the request leaves', async () => {
    const drafts = createMemoryDrafts();
    await drafts.set(DRAFT, {
      values: { [NAME]: 'From an earlier visit' },
      kinds: { [NAME]: 'TEXT' },
      version: null,
      savedAt: Date.now(),
      tab: 'earlier',
    });
    const { session, keys } = open(() => ({ ...CREATED, latencyMs: 60_000 }), {
      keys: true,
      drafts,
    });
    await wait(0);
    expect(session.getSnapshot().draftOffer).not.toBeNull();
    session.typed(NAME, 'Taxi');
    void session.submit();
    await wait(0);
    expect(keys()).toHaveLength(1);
    expect(session.getSnapshot().draftOffer).toBeNull();
    const stored = await readBack(drafts);
    expect(stored?.saveKey).toBe(keys()[0]);
    expect(stored?.values[NAME]).toBe('Taxi');
  });
});

describe('settings given again', () => {
  it('an optional callback given as undefined is cleared; a default stays', async () => {
    const { session, onSubmitted } = open(() => CREATED);
    await wait(0);
    session.configure({ onSubmitted: undefined, recallDelayMs: undefined });
    session.typed(NAME, 'Taxi');
    await run(session.submit());
    expect(session.getSnapshot().submitState).toBe('submitted');
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});

describe('a save with a version that meets a 409', () => {
  it('ends "already saved" on its first try when the stored values are the ones it sent', async () => {
    // The service applied it and its reply was lost; the browser re-sent it on a reset keep-alive
    // socket and the re-send met the version the first one stored.
    const { session, backend, state, onError, onSubmitted } = open(
      (_body, call) => (call === 1 ? CONFLICT : CREATED),
      {
        version: 3,
        load: (call) => ({
          value: envelopeOf(fields(call === 1 ? 3 : 4, call === 1 ? '' : 'Taxi')),
        }),
      },
    );
    await wait(0);
    session.typed(NAME, 'Taxi');
    await run(session.submit());
    expect(state()).toBe('submitted');
    expect(session.getSnapshot().conflictAlreadySaved).toBe(true);
    expect(backend.of('load')).toHaveLength(2);
    expect(sentValue(backend.of('submit')[1]?.body ?? null, 'version')).toBe(4);
    expect(onSubmitted).toHaveBeenCalledExactlyOnceWith(REPORT, expect.objectContaining({}));
    expect(onError).not.toHaveBeenCalled();
  });

  it('is unknown, never "someone else changed it", for a create: its reload is a blank template', async () => {
    const { session, backend, state, onError } = open(() => CONFLICT, {
      version: 0,
      saveMethod: 'POST',
    });
    await wait(0);
    session.typed(NAME, 'Taxi');
    await run(session.submit());
    expect(state()).toBe('unconfirmed');
    expect(session.getSnapshot().conflictAlreadySaved).toBe(false);
    // Nothing a reload shows could tell: no reload is made, and Save sends nothing more.
    expect(backend.of('load')).toHaveLength(1);
    await run(session.submit());
    expect(backend.of('submit')).toHaveLength(1);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('a repeated PUT', () => {
  it('ends saved when the 409 reload holds the user values: "already saved", one onSubmitted', async () => {
    const { session, backend, state, onError, onSubmitted } = open(
      (_body, call) => (call === 1 ? LOST : call === 2 ? CONFLICT : CREATED),
      {
        version: 3,
        load: (call) => ({
          value: envelopeOf(fields(call === 1 ? 3 : 4, call === 1 ? '' : 'Taxi')),
        }),
      },
    );
    await wait(0);
    session.typed(NAME, 'Taxi');
    await run(session.submit());
    // A PUT with its version is safe to repeat: a plain failure, with Try again.
    expect(state()).toBe('failed');
    expect(onError).toHaveBeenCalledTimes(1);
    await run(session.submit()); // Try again: 409, the reload holds "Taxi"
    expect(backend.of('load')).toHaveLength(2);
    expect(session.getSnapshot()).toMatchObject({
      submitState: 'submitted',
      conflictAlreadySaved: true,
      submitError: null,
      report: REPORT,
    });
    // The stored object comes from the service: the save goes once more on the stored version,
    // with the same values, and is answered with it.
    const [, , confirming] = backend.of('submit');
    expect(sentValue(confirming?.body ?? null, 'version')).toBe(4);
    expect(sentValue(confirming?.body ?? null, 'name')).toBe('Taxi');
    expect(onSubmitted).toHaveBeenCalledExactlyOnceWith(REPORT, expect.objectContaining({}));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(session.isDirty()).toBe(false);
  });

  it('keeps what the user types during its 409 round trip, and a draft of what the save missed', async () => {
    const drafts = createMemoryDrafts();
    const { session, backend, state } = open(
      (_body, call) =>
        call === 1 ? LOST : { ...(call === 2 ? CONFLICT : CREATED), latencyMs: 100 },
      {
        version: 3,
        drafts,
        load: (call) => ({
          value: envelopeOf(fields(call === 1 ? 3 : 4, call === 1 ? '' : 'Taxi')),
          latencyMs: call === 1 ? 0 : 100,
        }),
      },
    );
    await wait(0);
    session.typed(NAME, 'Taxi');
    await run(session.submit());
    const saving = session.submit(); // Try again: 409, the reload holds "Taxi"
    await wait(50);
    session.typed(NAME, 'Taxi home'); // while the 409 and the reload are out
    await wait(200);
    expect(backend.of('submit')).toHaveLength(3);
    session.typed(NAME, 'Taxi home, 2 people'); // while the repeat on the stored version is out
    await wait(100);
    await saving;
    expect(state()).toBe('submitted');
    // What was typed before the repeat left went with it; what came after stays, as a draft.
    expect(sentValue(backend.of('submit')[2]?.body ?? null, 'name')).toBe('Taxi home');
    expect(session.value(NAME)).toBe('Taxi home, 2 people');
    await wait(0);
    const stored = await readBack(drafts);
    expect(stored?.values[NAME]).toBe('Taxi home, 2 people');
    expect(stored?.saveKey).toBeUndefined();
  });

  it('is the plain conflict when the reloaded values are not the user values', async () => {
    const { session, state } = open((_body, call) => (call === 1 ? LOST : CONFLICT), {
      version: 3,
      load: (call) => ({ value: envelopeOf(fields(call === 1 ? 3 : 4, call === 1 ? '' : 'Bus')) }),
    });
    await wait(0);
    session.typed(NAME, 'Taxi');
    await run(session.submit());
    await run(session.submit());
    expect(state()).toBe('conflict');
    expect(session.getSnapshot()).toMatchObject({
      conflictAlreadySaved: false,
      submitError: CONFLICT.error,
    });
    expect(session.value(NAME)).toBe('Taxi');
  });
});
