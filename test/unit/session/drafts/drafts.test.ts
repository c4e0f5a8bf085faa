// @vitest-environment node
// Drafts in the engine: written off the keystroke path, offered after a reload,
// restored with re-calls, expired, refused, and shared between tabs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldKey } from '../../../../src/core/wire/fieldIndex';
import { createFormSession } from '../../../../src/core/session/createFormSession';
import { DraftStorageError } from '../../../../src/core/session/drafts/draftKeeper';
import {
  draftKey,
  type DraftSignal,
  type DraftStorage,
  type StoredDraft,
} from '../../../../src/core/session/drafts/draftStorage';
import { clearDrafts, indexedDbDrafts } from '../../../../src/core/session/drafts/indexedDbDrafts';
import { createMemoryDrafts } from '../../../../src/core/session/drafts/memoryDrafts';
import { createMemoryStore } from '../../../../src/core/session/store/memoryStore';
import type { FieldsEnvelope, JsonObject } from '../../../../src/core/wire/model/types';
import { versionField, wireField } from '../../../../src/mock/scenarios/wireField';
import { envelopeOf, scriptedTransport, sentValue } from '../../../tools/scriptedTransport';

const NAME = fieldKey('name');
const CURRENCY = fieldKey('currency');
const RATE = fieldKey('exchangeRate');
const RECEIPT = fieldKey('receipt');
const KEY = draftKey('user-1', 'org-1:expensereports:new');

function fields(version = 3): JsonObject[] {
  return [
    wireField('name', 'TEXT', 'Report name'),
    wireField('currency', 'TEXT', 'Currency', { requiresUpdate: true, value: 'SEK' }),
    wireField('receipt', 'CONTENT_HOLDER', 'Receipt'),
    versionField(version),
  ];
}

/** The server adds an exchange rate when the currency is not SEK (a field a re-call brings). */
const withRate = (body: FieldsEnvelope) => {
  const foreign = sentValue(body, 'currency') !== 'SEK';
  const rate = envelopeOf([wireField('exchangeRate', 'DOUBLE', 'Exchange rate', { value: 1 })])
    .fields[0];
  const kept = body.fields.filter((field) => field.property !== 'exchangeRate');
  return { value: { ...body, fields: foreign && rate ? [...kept, rate] : kept } };
};

/** Counts writes, and can refuse everything (private mode). */
function countingStorage(inner: DraftStorage = createMemoryDrafts()) {
  const writes: StoredDraft[] = [];
  const storage: DraftStorage = {
    ...inner,
    set(key, draft) {
      writes.push(draft);
      return inner.set(key, draft);
    },
  };
  return { storage, writes };
}

function open(storage: DraftStorage, options: { version?: number; key?: string } = {}) {
  const backend = scriptedTransport(envelopeOf(fields(options.version)), {
    recall: withRate,
    submit: () => ({
      value: { kind: 'created', report: { id: 'r1' } as never },
    }),
  });
  const store = createMemoryStore();
  const onError = vi.fn();
  const session = createFormSession({
    transport: backend.transport,
    store,
    onError,
    drafts: { storage, key: options.key ?? KEY, saveDelayMs: 1000 },
  });
  const stop = session.start();
  return { backend, session, store, stop, onError };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T14:32:00Z'));
});
afterEach(() => vi.useRealTimers());
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('drafts', () => {
  it('writes one draft a second while the user types, with values, kinds and version only', async () => {
    const { storage, writes } = countingStorage();
    const { session } = open(storage);
    await wait(0);
    for (const text of ['T', 'Tr', 'Tri', 'Trip']) session.typed(NAME, text);
    // A receipt the user picked but that is not uploaded yet is a File: never written.
    session.chose(RECEIPT, new Blob(['%PDF']));
    expect(writes).toHaveLength(0);
    await wait(1000);
    expect(writes).toEqual([
      {
        values: { [NAME]: 'Trip' },
        kinds: { [NAME]: 'TEXT' },
        version: 3,
        // Written a second after the first keystroke, with what is there then.
        savedAt: Date.parse('2026-11-23T14:32:01Z'),
        tab: expect.any(String),
      },
    ]);
    await wait(5000);
    expect(writes).toHaveLength(1);
  });

  it('offers the draft after a reload and restores it with the re-calls it needs', async () => {
    const { storage } = countingStorage();
    const first = open(storage);
    await wait(0);
    first.session.typed(NAME, 'Lisbon trip');
    first.session.chose(CURRENCY, 'EUR');
    await wait(100);
    expect(first.session.value(RATE)).toBe('1');
    first.session.typed(RATE, '11.2');
    await wait(1000);
    first.stop(); // the tab is closed

    const second = open(storage);
    await wait(0);
    expect(second.session.getSnapshot().draftOffer).toEqual({
      savedAt: Date.parse('2026-11-23T14:32:01Z'),
      versionMoved: false,
    });
    // Before the answer, the server's envelope is what shows.
    expect(second.session.value(NAME)).toBe('');
    const restored = second.session.restoreDraft();
    await wait(100);
    await restored;
    expect(second.session.getSnapshot().draftOffer).toBeNull();
    expect(second.session.value(NAME)).toBe('Lisbon trip');
    expect(second.session.value(CURRENCY)).toBe('EUR');
    // The rate field came with the re-call that the currency triggered, then took its value.
    expect(second.session.value(RATE)).toBe('11.2');
    expect(second.backend.of('recall')).toHaveLength(1);
    expect(second.session.isDirty()).toBe(true);
    const saved = second.session.submit();
    await wait(100);
    await saved;
    expect(sentValue(second.backend.of('submit')[0]?.body ?? null, 'exchangeRate')).toBe(11.2);
  });

  it('says when the server version moved since the draft', async () => {
    const { storage } = countingStorage();
    const first = open(storage, { version: 3 });
    await wait(0);
    first.session.typed(NAME, 'Old');
    first.stop();
    const second = open(storage, { version: 4 });
    await wait(0);
    expect(second.session.getSnapshot().draftOffer?.versionMoved).toBe(true);
  });

  it('keeps the stored draft while the offer is open, and drops it on discard', async () => {
    const { storage, writes } = countingStorage();
    const first = open(storage);
    await wait(0);
    first.session.typed(NAME, 'Kept');
    first.stop();
    const second = open(storage);
    await wait(0);
    second.session.typed(NAME, 'New typing');
    await wait(3000);
    expect(writes).toHaveLength(1);
    expect((await storage.get(KEY))?.values[NAME]).toBe('Kept');
    second.session.discardDraft();
    expect(second.session.getSnapshot().draftOffer).toBeNull();
    expect(second.session.value(NAME)).toBe('New typing');
    await wait(1000);
    // What was typed meanwhile is the new draft.
    expect((await storage.get(KEY))?.values[NAME]).toBe('New typing');
  });

  it('drops a draft older than its maximum age', async () => {
    const { storage } = countingStorage();
    const first = open(storage);
    await wait(0);
    first.session.typed(NAME, 'Old');
    first.stop();
    vi.setSystemTime(new Date('2026-12-01T14:32:00Z')); // 8 days later
    const second = open(storage);
    await wait(0);
    expect(second.session.getSnapshot().draftOffer).toBeNull();
    expect(await storage.get(KEY)).toBeUndefined();
  });

  it('never shows one user the draft of another', async () => {
    const { storage } = countingStorage();
    const first = open(storage, { key: 'alice\u0000report' });
    await wait(0);
    first.session.typed(NAME, 'Private');
    first.stop();
    const second = open(storage, { key: 'bob\u0000report' });
    await wait(0);
    expect(second.session.getSnapshot().draftOffer).toBeNull();
    await storage.clear('alice\u0000');
    expect(await storage.get('alice\u0000report')).toBeUndefined();
  });

  it('removes the draft after a successful submit', async () => {
    const { storage } = countingStorage();
    const { session } = open(storage);
    await wait(0);
    session.typed(NAME, 'Done');
    await wait(1000);
    expect(await storage.get(KEY)).toBeDefined();
    const saved = session.submit();
    await wait(100);
    await saved;
    expect(session.getSnapshot().submitState).toBe('submitted');
    expect(await storage.get(KEY)).toBeUndefined();
  });

  it('works on without drafts when the storage refuses, and says so once', async () => {
    const refused = () => Promise.reject(new DOMException('denied', 'SecurityError'));
    const storage: DraftStorage = {
      get: refused,
      set: refused,
      delete: refused,
      clear: refused,
    };
    const { session, onError, backend } = open(storage);
    await wait(0);
    expect(session.getSnapshot().status).toBe('ready');
    session.typed(NAME, 'Still works');
    await wait(1000);
    session.typed(NAME, 'Still works!');
    await wait(1000);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(DraftStorageError);
    const saved = session.submit();
    await wait(100);
    await saved;
    expect(sentValue(backend.of('submit')[0]?.body ?? null, 'name')).toBe('Still works!');
  });

  it('tells a tab when another tab saves the same report, and the later save wins', async () => {
    const { storage } = countingStorage();
    const tabA = open(storage);
    const tabB = open(storage);
    await wait(0);
    tabA.session.typed(NAME, 'From A');
    await wait(1000);
    expect(tabB.session.getSnapshot().draftElsewhereAt).toBe(Date.parse('2026-11-23T14:32:01Z'));
    expect(tabA.session.getSnapshot().draftElsewhereAt).toBeNull();
    tabB.session.typed(NAME, 'From B');
    await wait(1000);
    expect(tabA.session.getSnapshot().draftElsewhereAt).toBe(Date.parse('2026-11-23T14:32:02Z'));
    expect((await storage.get(KEY))?.values[NAME]).toBe('From B');
  });
});

/** A storage that hands back whatever it holds, as a broken or foreign storage would. */
function rawStorage(stored: unknown) {
  const held = new Map<string, unknown>([[KEY, stored]]);
  const storage: DraftStorage = {
    get: (key) => Promise.resolve(held.get(key) as StoredDraft | undefined),
    set(key, draft) {
      held.set(key, draft);
      return Promise.resolve();
    },
    delete(key) {
      held.delete(key);
      return Promise.resolve();
    },
    clear() {
      held.clear();
      return Promise.resolve();
    },
  };
  return { storage, held };
}

/** `{ a: { a: … 1 } }`, `depth` levels, built without recursion. */
function nested(depth: number): JsonObject {
  let value: JsonObject = { a: 1 };
  for (let level = 1; level < depth; level += 1) value = { a: value };
  return value;
}

describe('a stored draft the form did not write', () => {
  const good: StoredDraft = {
    values: { [NAME]: 'Trip' },
    kinds: { [NAME]: 'TEXT' },
    version: 3,
    savedAt: Date.parse('2026-11-23T14:00:00Z'),
    tab: 'other-tab',
  };
  const { kinds: _kinds, ...noKinds } = good;
  const { version: _version, ...noVersion } = good;
  const shapes: [string, unknown][] = [
    ['a string', 'Trip'],
    ['a number', 42],
    ['an array', [good]],
    ['values: null', { ...good, values: null }],
    ['values as a string', { ...good, values: 'Trip' }],
    ['no kinds', noKinds],
    ['kinds: null', { ...good, kinds: null }],
    ['a kind that is not a string', { ...good, kinds: { [NAME]: 7 } }],
    ['no version', noVersion],
    ['savedAt as a string', { ...good, savedAt: '2026-11-23T14:00:00Z' }],
    ['savedAt: NaN', { ...good, savedAt: Number.NaN }],
    ['tab as a number', { ...good, tab: 2 }],
    ['a value that is not JSON', { ...good, values: { [NAME]: new Date(0) } }],
    ['a value nested 5,000 levels', { ...good, values: { [NAME]: nested(5000) } }],
  ];

  it.each(shapes)('%s: removed, told once, and drafts go on', async (_, stored) => {
    const { storage, held } = rawStorage(stored);
    const { session, onError } = open(storage);
    await wait(0);
    expect(session.getSnapshot().status).toBe('ready');
    expect(session.getSnapshot().draftOffer).toBeNull();
    expect(held.has(KEY)).toBe(false);
    expect(onError).toHaveBeenCalledTimes(1);
    const error: unknown = onError.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(DraftStorageError);
    expect(error).toMatchObject({
      reason: 'unreadable',
      message: expect.stringMatching(/stored draft was unreadable and was removed/),
    });
    // Nothing was offered: answering does nothing, and throws nothing.
    await session.restoreDraft();
    session.discardDraft();
    session.typed(NAME, 'Goes on');
    await wait(1000);
    expect((held.get(KEY) as StoredDraft | undefined)?.values).toEqual({ [NAME]: 'Goes on' });
    session.typed(NAME, 'Goes on, again');
    await wait(1000);
    expect((held.get(KEY) as StoredDraft | undefined)?.values).toEqual({
      [NAME]: 'Goes on, again',
    });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('offers a well-formed draft from the same storage', async () => {
    const { storage } = rawStorage(good);
    const { session, onError } = open(storage);
    await wait(0);
    expect(session.getSnapshot().draftOffer).toEqual({
      savedAt: good.savedAt,
      versionMoved: false,
    });
    await session.restoreDraft();
    expect(session.value(NAME)).toBe('Trip');
    expect(onError).not.toHaveBeenCalled();
  });

  it("ignores another tab's signal that is not a draft", async () => {
    let tell: (signal: DraftSignal) => void = () => undefined;
    const storage: DraftStorage = {
      ...createMemoryDrafts(),
      watch(listener) {
        tell = listener;
        return () => undefined;
      },
    };
    const { session } = open(storage);
    await wait(0);
    for (const junk of [null, 'saved', { key: KEY }, { key: KEY, draft: { tab: 'x' } }])
      tell(junk as unknown as DraftSignal);
    expect(session.getSnapshot().draftElsewhereAt).toBeNull();
    tell({ key: KEY, draft: good });
    expect(session.getSnapshot().draftElsewhereAt).toBe(good.savedAt);
  });

  it('keeps no value nested deeper than any the form reads back, and writes the others', async () => {
    const { storage, writes } = countingStorage();
    const { session, onError } = open(storage);
    await wait(0);
    session.typed(NAME, nested(5000));
    session.typed(CURRENCY, 'EUR');
    await wait(1000);
    expect(writes.at(-1)?.values).toEqual({ [CURRENCY]: 'EUR' });
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('draft keys', () => {
  it('never give two (scope, source) pairs the same key', () => {
    const pairs: [string, string][] = [
      ['a\u0000b', 'c'],
      ['a', 'b\u0000c'],
      ['a\u0001', '0c'],
      ['a\u00010', 'c'],
      ['a', '\u00010c'],
      ['a\u0001', '\u0000c'],
      ['', 'a\u0000c'],
      ['a\u0000', 'c'],
      ['user-1', 'report'],
      ['user-10', 'report'],
      ['user-1', '0\u0000report'],
    ];
    const keys = new Set(pairs.map(([scope, source]) => draftKey(scope, source)));
    expect(keys.size).toBe(pairs.length);
    // A scope with no control character keeps the key it always had (stored drafts stay found).
    expect(draftKey('user-42', 'org-1:report')).toBe('user-42\u0000org-1:report');
  });

  it('clear one scope only, never a scope whose text it begins', async () => {
    const storage = createMemoryDrafts();
    const draft: StoredDraft = { values: {}, kinds: {}, version: null, savedAt: 0, tab: 't' };
    const scopes = ['user-1', 'user-10', 'user-1\u0000x', 'user-1\u0001', ''];
    for (const scope of scopes) await storage.set(draftKey(scope, 'report'), draft);
    await storage.clear(draftKey('user-1', ''));
    const left = await Promise.all(
      scopes.map(async (scope) => (await storage.get(draftKey(scope, 'report'))) !== undefined),
    );
    expect(left).toEqual([false, true, true, true, true]);
  });

  it('clearDrafts(scope) removes that scope from IndexedDB and leaves the others', async () => {
    vi.useRealTimers(); // fake-indexeddb answers on its own macrotasks
    const storage = indexedDbDrafts();
    const draft: StoredDraft = { values: {}, kinds: {}, version: null, savedAt: 0, tab: 't' };
    for (const scope of ['user-1', 'user-10', 'user-1\u0000x'])
      await storage.set(draftKey(scope, 'report'), draft);
    await clearDrafts('user-1');
    expect(await storage.get(draftKey('user-1', 'report'))).toBeUndefined();
    expect(await storage.get(draftKey('user-10', 'report'))).toEqual(draft);
    expect(await storage.get(draftKey('user-1\u0000x', 'report'))).toEqual(draft);
    await clearDrafts();
    expect(await storage.get(draftKey('user-10', 'report'))).toBeUndefined();
  });
});
