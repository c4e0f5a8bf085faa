// @vitest-environment jsdom
// Offline: a save asked for while the device is offline waits with the draft and goes out
// once on the `online` event: in this page, after a reload, and from one of two tabs.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateReportResult, SavedObject } from '../../../../src/core/http/client';
import { createFormSession } from '../../../../src/core/session/createFormSession';
import { draftKey, type DraftStorage } from '../../../../src/core/session/drafts/draftStorage';
import { createMemoryDrafts } from '../../../../src/core/session/drafts/memoryDrafts';
import { clearDrafts, indexedDbDrafts } from '../../../../src/core/session/drafts/indexedDbDrafts';
import { createMemoryStore } from '../../../../src/core/session/store/memoryStore';
import { saveRecordKey, storedSave } from '../../../../src/core/session/drafts/saveRecord';
import { ExpenseApiError } from '../../../../src/core/wire/errors';
import { fieldKey } from '../../../../src/core/wire/fieldIndex';
import type { FieldsEnvelope } from '../../../../src/core/wire/model/types';
import { wireField } from '../../../../src/mock/scenarios/wireField';
import {
  envelopeOf,
  scriptedTransport,
  sentValue,
  type Answer,
} from '../../../tools/scriptedTransport';
import { createSubscribable } from '../../../../src/core/base/subscribable';
import type { NetworkPort } from '../../../../src/core/session/ports/network';

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
const CREATED = { value: { kind: 'created', report: REPORT } as CreateReportResult };
const OFFLINE_ERROR = new ExpenseApiError(0, 'NETWORK_ERROR', 'offline');

// The save lock is a lazy chunk: loaded once before the fake clock runs the tests.
beforeAll(async () => {
  await import('../../../../src/core/session/save/saveLock');
  await import('../../../../src/core/session/uploads/parkedUploads');
});

let online = true;
/** The device's network as the sessions see it (their network port): `online` and its event. */
const onlineEvents = createSubscribable();
const network: NetworkPort = { offline: () => !online, onOnline: onlineEvents.subscribe };
const stops: (() => void)[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  online = true;
  // Web Locks as the browser has them: one holder per name, the others wait their turn (the
  // BroadcastChannel fallback is tested on real timers in saveLock.test.ts).
  vi.stubGlobal('navigator', Object.assign(navigator, { locks: inProcessLocks() }));
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function inProcessLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, work: () => Promise<T>): Promise<T> {
      const before = tails.get(name) ?? Promise.resolve();
      const mine = before.then(work, work);
      tails.set(
        name,
        mine.catch(() => undefined),
      );
      return mine;
    },
  };
}
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const goOnline = async () => {
  online = true;
  onlineEvents.notify();
  // The save lock's claim (no Web Locks in jsdom) and the answers, on the fake clock.
  await wait(1000);
};

/** A page with the form: a session on a scripted back end with drafts in `storage`. */
function page(
  storage: DraftStorage,
  options: {
    drafts?: boolean;
    /** Creates carry the key (default), or not. */
    keys?: boolean;
    maxAgeMs?: number;
    submit?: (body: FieldsEnvelope, call: number) => Answer<CreateReportResult>;
    load?: (call: number) => Answer<FieldsEnvelope>;
  } = {},
) {
  const backend = scriptedTransport(envelopeOf([wireField('name', 'TEXT', 'Report name')]), {
    submit: (body, _despite, call) => options.submit?.(body, call) ?? CREATED,
    ...(options.load ? { load: options.load } : {}),
  });
  const onSubmitted = vi.fn();
  const onError = vi.fn();
  const session = createFormSession({
    network,
    transport: { ...backend.transport, idempotentCreates: options.keys ?? true },
    store: createMemoryStore(),
    drafts:
      options.drafts === false
        ? null
        : { storage, key: DRAFT, ...(options.maxAgeMs ? { maxAgeMs: options.maxAgeMs } : {}) },
    onSubmitted,
    onError,
  });
  const stop = session.start();
  stops.push(stop);
  const submits = () => backend.of('submit');
  return { session, backend, submits, stop, onSubmitted, onError };
}

describe('a save while offline', () => {
  it('waits on the device and goes out once when the device is back online', async () => {
    const storage = createMemoryDrafts();
    const tab = page(storage);
    await wait(0);
    tab.session.typed(NAME, 'Lisbon');
    online = false;
    await tab.session.submit();
    expect(tab.session.getSnapshot()).toMatchObject({
      submitState: 'queued',
      queuedSave: { resumed: false },
    });
    expect(tab.submits()).toHaveLength(0);
    await wait(0);
    expect((await readBack(storage))?.queued).toMatchObject({ saveDespiteWarnings: false });
    // Leaving the page loses nothing: the save is on the device.
    expect(tab.session.isDirty()).toBe(false);
    // The Save button does not queue it twice.
    await tab.session.submit();
    await goOnline();
    expect(tab.submits()).toHaveLength(1);
    expect(sentValue(tab.submits()[0]?.body ?? null, 'name')).toBe('Lisbon');
    expect(tab.session.getSnapshot()).toMatchObject({ submitState: 'submitted', report: REPORT });
    expect(tab.onSubmitted).toHaveBeenCalledOnce();
    // A second `online` sends nothing more.
    await goOnline();
    expect(tab.submits()).toHaveLength(1);
  });

  it('is not settled from the online event until the queued save has gone (a driver waits for it)', async () => {
    const storage = createMemoryDrafts();
    const tab = page(storage);
    await wait(0);
    tab.session.typed(NAME, 'Lisbon');
    online = false;
    await tab.session.submit();
    await wait(0);
    expect(tab.session.isSettled()).toBe(true);
    online = true;
    onlineEvents.notify();
    // No request is out yet (the lock's chunk and the lock come first), and still not settled.
    expect(tab.submits()).toHaveLength(0);
    expect(tab.session.isSettled()).toBe(false);
    expect(tab.session.activity().map((entry) => entry.kind)).toContain('saveDue');
    await wait(1000);
    expect(tab.submits()).toHaveLength(1);
    expect(tab.session.getSnapshot().submitState).toBe('submitted');
    expect(tab.session.isSettled()).toBe(true);
    expect(tab.session.activity()).toEqual([]);
  });

  it('sends the edits made while it waited, with the key it was queued with', async () => {
    const tab = page(createMemoryDrafts());
    await wait(0);
    tab.session.typed(NAME, 'Lisbon');
    online = false;
    await tab.session.submit();
    tab.session.typed(NAME, 'Lisbon and Porto');
    await goOnline();
    expect(tab.submits()).toHaveLength(1);
    expect(sentValue(tab.submits()[0]?.body ?? null, 'name')).toBe('Lisbon and Porto');
    expect(tab.submits()[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is queued when a request fails because the device went offline', async () => {
    const tab = page(createMemoryDrafts(), {
      submit: () => {
        online = false;
        return { error: OFFLINE_ERROR };
      },
    });
    await wait(0);
    tab.session.typed(NAME, 'Lisbon');
    const saving = tab.session.submit();
    // It went offline while the request was out: it may have left, so the keyed repeat goes
    // after its pause; that one fails before leaving, and the save waits on the device.
    await wait(1100);
    await saving;
    expect(tab.submits()).toHaveLength(2);
    expect(tab.session.getSnapshot().submitState).toBe('queued');
    expect(tab.onError).not.toHaveBeenCalled();
  });

  it('Cancel keeps the values as a draft and sends nothing when back online', async () => {
    const storage = createMemoryDrafts();
    const tab = page(storage);
    await wait(0);
    tab.session.typed(NAME, 'Lisbon');
    online = false;
    await tab.session.submit();
    tab.session.cancelQueuedSave();
    expect(tab.session.getSnapshot()).toMatchObject({ submitState: 'idle', queuedSave: null });
    await wait(0);
    const stored = await readBack(storage);
    expect(stored?.queued).toBeUndefined();
    expect(stored?.values[NAME]).toBe('Lisbon');
    await goOnline();
    expect(tab.submits()).toHaveLength(0);
    expect(tab.session.value(NAME)).toBe('Lisbon');
  });

  it('survives a reload: the new page shows it waiting and sends it once when back online', async () => {
    const storage = createMemoryDrafts();
    const first = page(storage);
    await wait(0);
    first.session.typed(NAME, 'Lisbon');
    online = false;
    await first.session.submit();
    await wait(0);
    const key = (await readBack(storage))?.saveKey;
    first.stop();
    // The reloaded page loads while offline: the load fails, the queued save waits in storage.
    const second = page(storage, {
      load: (call) =>
        call === 1
          ? { error: OFFLINE_ERROR }
          : { value: envelopeOf([wireField('name', 'TEXT', 'Report name')]) },
    });
    await wait(10);
    expect(second.session.getSnapshot().status).toBe('error');
    await goOnline();
    expect(second.submits()).toHaveLength(1);
    expect(sentValue(second.submits()[0]?.body ?? null, 'name')).toBe('Lisbon');
    expect(second.submits()[0]?.idempotencyKey).toBe(key);
    expect(second.session.getSnapshot().submitState).toBe('submitted');
    expect(first.submits()).toHaveLength(0);
  });

  it('after a reload while online, the page offers it: Send now sends it once', async () => {
    const storage = createMemoryDrafts();
    const first = page(storage);
    await wait(0);
    first.session.typed(NAME, 'Lisbon');
    online = false;
    await first.session.submit();
    await wait(0);
    first.stop();
    online = true;
    const second = page(storage);
    await wait(10);
    expect(second.session.getSnapshot()).toMatchObject({
      submitState: 'queued',
      queuedSave: { resumed: true },
    });
    expect(second.session.value(NAME)).toBe('Lisbon');
    expect(second.submits()).toHaveLength(0);
    const sending = second.session.sendQueuedSave();
    await wait(1000);
    await sending;
    expect(second.submits()).toHaveLength(1);
  });

  it('a Save asked for while the reloaded page still reads the storage resumes it: sent once', async () => {
    const storage = createMemoryDrafts();
    const first = page(storage);
    await wait(0);
    first.session.typed(NAME, 'Lisbon');
    online = false;
    await first.session.submit();
    await wait(0);
    const { saveKey } = (await readBack(storage)) ?? {};
    first.stop();
    online = true;
    // The draft lookup after the load waits on the storage, and the user (or a script right
    // after `whenReady()`) saves meanwhile.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held: DraftStorage = { ...storage, get: (key) => gate.then(() => storage.get(key)) };
    const second = page(held);
    await wait(10);
    const saving = second.session.submit();
    await wait(10);
    expect(second.submits()).toHaveLength(0);
    release();
    await wait(10);
    await saving;
    // The earlier page's save is what goes, with its values and key, and only when asked.
    expect(second.session.getSnapshot()).toMatchObject({ submitState: 'queued' });
    expect(second.session.value(NAME)).toBe('Lisbon');
    expect(second.submits()).toHaveLength(0);
    const sending = second.session.sendQueuedSave();
    await wait(1000);
    await sending;
    await goOnline();
    expect(second.submits()).toHaveLength(1);
    expect(sentValue(second.submits()[0]?.body ?? null, 'name')).toBe('Lisbon');
    expect(second.submits()[0]?.idempotencyKey).toBe(saveKey);
    expect(second.session.getSnapshot().submitState).toBe('submitted');
    expect(second.onSubmitted).toHaveBeenCalledOnce();
  });

  it('two tabs with the same waiting save send it once; the other shows it saved', async () => {
    const storage = createMemoryDrafts();
    const first = page(storage);
    await wait(0);
    first.session.typed(NAME, 'Lisbon');
    online = false;
    await first.session.submit();
    await wait(0);
    // A second tab of the same report opens while offline and finds the save waiting.
    const second = page(storage);
    await wait(10);
    expect(second.session.getSnapshot().submitState).toBe('queued');
    await goOnline();
    expect(first.submits().length + second.submits().length).toBe(1);
    expect(first.session.getSnapshot()).toMatchObject({ submitState: 'submitted', report: REPORT });
    expect(second.session.getSnapshot()).toMatchObject({
      submitState: 'submitted',
      report: REPORT,
    });
    expect(first.onSubmitted.mock.calls.length + second.onSubmitted.mock.calls.length).toBe(1);
  });

  it('with drafts off there is no queue: the save fails offline and keeps the values', async () => {
    const tab = page(createMemoryDrafts(), {
      drafts: false,
      submit: () => ({ error: OFFLINE_ERROR }),
    });
    await wait(0);
    tab.session.typed(NAME, 'Lisbon');
    online = false;
    const saving = tab.session.submit();
    await wait(10);
    await saving;
    expect(tab.session.getSnapshot().submitState).toBe('failed');
    expect(tab.session.value(NAME)).toBe('Lisbon');
  });
});

describe('a queued save whose outcome is unknown is never sent again', () => {
  const LOST = { error: new ExpenseApiError(0, 'NETWORK_ERROR', 'reset') };

  /** A page that queued a save offline, in `storage`. */
  async function queuedIn(storage: DraftStorage, options: Parameters<typeof page>[1] = {}) {
    const tab = page(storage, options);
    await wait(0);
    tab.session.typed(NAME, 'Lisbon');
    online = false;
    await tab.session.submit();
    await wait(0);
    expect(tab.session.getSnapshot().submitState).toBe('queued');
    return tab;
  }

  /**
   * Two tabs without idempotency keys sharing one queued save: the first queued it (its lost
   * reply takes `latencyMs`), the second sees it waiting.
   */
  async function keylessTabs(latencyMs: number) {
    const storage = createMemoryDrafts();
    const first = await queuedIn(storage, {
      keys: false,
      submit: () => ({ ...LOST, latencyMs }),
    });
    const second = page(storage, { keys: false, submit: () => LOST });
    await wait(10);
    expect(second.session.getSnapshot().submitState).toBe('queued');
    return { storage, first, second };
  }

  it('the stored draft stops saying queued before the request leaves', async () => {
    const storage = createMemoryDrafts();
    const tab = await queuedIn(storage, { submit: () => ({ ...CREATED, latencyMs: 5000 }) });
    online = true;
    onlineEvents.notify();
    await wait(1000);
    expect(tab.submits()).toHaveLength(1);
    // The request is out: a reload now must not find it waiting.
    const stored = await readBack(storage);
    expect(stored?.queued).toBeUndefined();
    expect(stored?.values[NAME]).toBe('Lisbon');
    await wait(5000);
    expect(tab.session.getSnapshot().submitState).toBe('submitted');
  });

  it('without a key, a lost reply leaves it unknown in the draft: the reloaded page does not send it', async () => {
    const storage = createMemoryDrafts();
    const first = await queuedIn(storage, { keys: false, submit: () => LOST });
    await goOnline();
    expect(first.submits()).toHaveLength(1);
    expect(first.session.getSnapshot().submitState).toBe('unconfirmed');
    const stored = await readBack(storage);
    expect(stored?.queued).toBeUndefined();
    expect(stored?.unconfirmed?.key).toBe(stored?.saveKey);
    first.stop();

    const second = page(storage, { keys: false });
    await wait(10);
    expect(second.session.getSnapshot()).toMatchObject({
      submitState: 'unconfirmed',
      queuedSave: null,
    });
    expect(second.session.value(NAME)).toBe('Lisbon');
    await goOnline();
    await second.session.sendQueuedSave();
    await second.session.submit();
    await wait(1000);
    expect(second.submits()).toHaveLength(0);
  });

  it('without a key, two tabs: one POST, and the other tab shows the outcome unknown', async () => {
    const { first, second } = await keylessTabs(300);
    await goOnline();
    expect(first.submits().length + second.submits().length).toBe(1);
    expect(first.session.getSnapshot().submitState).toBe('unconfirmed');
    expect(second.session.getSnapshot().submitState).toBe('unconfirmed');
    // Neither sends it again, on the next `online` or by its Save button.
    await goOnline();
    await first.session.submit();
    await second.session.submit();
    await wait(1000);
    expect(first.submits().length + second.submits().length).toBe(1);
  });

  it('without a key, the other tab typing while one sends never brings the save back', async () => {
    const { storage, first, second } = await keylessTabs(3000);
    online = true;
    onlineEvents.notify();
    await wait(100);
    expect(first.submits()).toHaveLength(1);
    // The first tab's request is out; the user types in the second tab, whose draft is written.
    second.session.typed(NAME, 'Lisbon, typed in the second tab');
    await wait(1100);
    expect((await readBack(storage))?.values[NAME]).toBe('Lisbon, typed in the second tab');
    expect((await readBack(storage))?.queued).toBeUndefined();
    await wait(3000);
    expect(first.session.getSnapshot().submitState).toBe('unconfirmed');
    expect(second.session.getSnapshot().submitState).toBe('unconfirmed');
    expect(first.submits().length + second.submits().length).toBe(1);
  });

  it('an expired queued save is not sent, and is gone', async () => {
    const storage = createMemoryDrafts();
    const week = 7 * 24 * 60 * 60 * 1000;
    await storage.set(DRAFT, {
      values: { [NAME]: 'Lisbon' },
      kinds: { [NAME]: 'TEXT' },
      version: null,
      savedAt: Date.now() - week - 1,
      tab: 'an earlier visit',
      saveKey: 'k-1',
      queued: { at: Date.now() - week - 1, saveDespiteWarnings: false },
    });
    const tab = page(storage);
    await wait(10);
    expect(tab.session.getSnapshot()).toMatchObject({ submitState: 'idle', queuedSave: null });
    await goOnline();
    await tab.session.sendQueuedSave();
    expect(tab.submits()).toHaveLength(0);
    expect(await readBack(storage)).toBeNull();
  });
});

describe('a queued save in IndexedDB, cleared by scope', () => {
  it('clearDrafts(scope) removes the queued save: the next page sends nothing', async () => {
    // fake-indexeddb answers on its own macrotasks: real timers, waiting on state.
    vi.useRealTimers();
    const storage = indexedDbDrafts();
    const key = draftKey('user-7', 'new report');
    const backend = scriptedTransport(envelopeOf([wireField('name', 'TEXT', 'Report name')]), {
      submit: () => CREATED,
    });
    const open = () => {
      const session = createFormSession({
        network,
        transport: { ...backend.transport, idempotentCreates: true },
        store: createMemoryStore(),
        drafts: { storage, key },
      });
      stops.push(session.start());
      return session;
    };
    const first = open();
    await first.whenReady();
    first.typed(NAME, 'Lisbon');
    online = false;
    await first.submit();
    await first.whenSettled();
    await vi.waitFor(async () => expect((await readBack(storage, key))?.queued).toBeDefined());
    stops.shift()?.();
    await clearDrafts('user-7');
    expect(await readBack(storage, key)).toBeNull();

    online = true;
    const second = open();
    await second.whenReady();
    await second.whenSettled();
    expect(second.getSnapshot()).toMatchObject({ submitState: 'idle', queuedSave: null });
    onlineEvents.notify();
    await second.sendQueuedSave();
    await second.whenSettled();
    expect(backend.of('submit')).toHaveLength(0);
  });
});

describe('receipts picked while offline', () => {
  const RECEIPT = fieldKey('receipt');
  const envelope = () =>
    envelopeOf([
      wireField('name', 'TEXT', 'Report name'),
      wireField('receipt', 'CONTENT_HOLDER', 'Receipt'),
    ]);
  const stored = (id: string) => ({
    id,
    personId: 'p-1',
    contentType: 'image/jpeg',
    isTemporary: true,
    signatureType: null,
    signatureUrl: null,
    name: 'taxi.jpg',
    description: '',
  });

  function receiptPage(storage: DraftStorage) {
    const backend = scriptedTransport(envelope(), { submit: () => CREATED });
    const uploads: { size: number; name: string | undefined }[] = [];
    const session = createFormSession({
      network,
      transport: {
        ...backend.transport,
        idempotentCreates: true,
        upload: async (body, options) => {
          if (!online) throw new ExpenseApiError(0, 'NETWORK_ERROR', 'offline');
          uploads.push({
            size: body instanceof Blob ? body.size : body.byteLength,
            name: options.name,
          });
          return stored(`c-${uploads.length}`);
        },
      },
      store: createMemoryStore(),
      drafts: { storage, key: DRAFT },
    });
    stops.push(session.start());
    /** What a receipt control does: upload through the session's transport, then hold the content. */
    const pick = async () => {
      const content = await session.transport.upload?.(
        new Uint8Array([1, 2, 3]),
        { contentType: 'image/jpeg', name: 'taxi.jpg' },
        new AbortController().signal,
      );
      session.chose(RECEIPT, content);
      return content;
    };
    return { session, backend, uploads, pick, submits: () => backend.of('submit') };
  }

  it('keeps the bytes with the queued save, uploads them first when online, then saves once', async () => {
    const storage = createMemoryDrafts();
    const tab = receiptPage(storage);
    await wait(0);
    online = false;
    const standIn = await tab.pick();
    expect(standIn?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(tab.uploads).toHaveLength(0);
    await tab.session.submit();
    expect(tab.session.getSnapshot().submitState).toBe('queued');
    await wait(0);
    expect((await readBack(storage))?.uploads?.[0]?.body.size).toBe(3);
    await goOnline();
    expect(tab.uploads).toEqual([{ size: 3, name: 'taxi.jpg' }]);
    expect(tab.submits()).toHaveLength(1);
    // The save holds the content the service made, not the stand-in.
    expect(sentValue(tab.submits()[0]?.body ?? null, 'receipt')).toMatchObject({ id: 'c-1' });
    expect(tab.session.getSnapshot().submitState).toBe('submitted');
  });

  it('survives a reload: the new page uploads the parked receipt, then sends the save', async () => {
    const storage = createMemoryDrafts();
    const first = receiptPage(storage);
    await wait(0);
    online = false;
    await first.pick();
    await first.session.submit();
    await wait(0);
    first.session.flushDraft();
    stops.shift()?.();
    const second = receiptPage(storage);
    await wait(10);
    expect(second.session.getSnapshot().submitState).toBe('queued');
    await goOnline();
    expect(second.uploads).toHaveLength(1);
    expect(second.submits()).toHaveLength(1);
    expect(sentValue(second.submits()[0]?.body ?? null, 'receipt')).toMatchObject({ id: 'c-1' });
  });

  it('back online with no save waiting, the parked receipt is uploaded and swapped in', async () => {
    const tab = receiptPage(createMemoryDrafts());
    await wait(0);
    online = false;
    await tab.pick();
    await goOnline();
    expect(tab.uploads).toHaveLength(1);
    expect(tab.session.value(RECEIPT)).toMatchObject({ id: 'c-1' });
    expect(tab.submits()).toHaveLength(0);
  });
});
