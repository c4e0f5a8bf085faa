// @vitest-environment node
// Issue 24: a save that closes the draft offer while its lookup still reads the storage replaces
// a plain draft, never a save the storage holds (queued, or of unknown outcome): that one is
// resumed as after a reload.
import { describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../../../src/core/session/ports/clock';
import { createDraftKeeper } from '../../../../src/core/session/drafts/draftKeeper';
import { createDraftRestore } from '../../../../src/core/session/drafts/draftRestore';
import type { DraftStorage, StoredDraft } from '../../../../src/core/session/drafts/draftStorage';
import { createMemoryDrafts } from '../../../../src/core/session/drafts/memoryDrafts';
import { saveRecordKey } from '../../../../src/core/session/drafts/saveRecord';

const KEY = 'user-1:report:new';
const draft = (extra: Partial<StoredDraft> = {}): StoredDraft => ({
  values: { f_name: 'Taxi' },
  kinds: { f_name: 'TEXT' },
  version: null,
  savedAt: Date.now(),
  tab: 'earlier',
  ...extra,
});

/** A draft restore over stored records whose reads wait until `release()`. */
async function lookupHeld(save: StoredDraft | null) {
  const memory = createMemoryDrafts();
  await memory.set(KEY, draft());
  if (save) await memory.set(saveRecordKey(KEY), save);
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const storage: DraftStorage = { ...memory, get: (at) => gate.then(() => memory.get(at)) };
  const keeper = createDraftKeeper(
    { storage, key: KEY },
    () => ({
      changes: null,
      history: null,
      version: null,
      now: Date.now(),
      saveKey: null,
      queued: null,
      unconfirmed: null,
      uploads: [],
    }),
    systemClock,
    'this-tab',
  );
  const host = {
    keeper,
    entry: () => undefined,
    version: () => null,
    edit: vi.fn(),
    recall: () => Promise.resolve(),
    showOffer: vi.fn(),
    unsaved: () => false,
    resumeQueued: vi.fn(),
    resumeUnconfirmed: vi.fn(),
  };
  const restore = createDraftRestore(host);
  const offering = restore.offer();
  expect(restore.lookup()).not.toBeNull();
  restore.close(); // a save starts while the lookup is out
  release();
  await offering;
  expect(restore.lookup()).toBeNull();
  return host;
}

describe('a draft lookup closed by a save', () => {
  it('drops a plain draft: the save replaces it', async () => {
    const host = await lookupHeld(null);
    expect(host.showOffer).not.toHaveBeenCalledWith(
      expect.objectContaining({ savedAt: expect.any(Number) }),
    );
    expect(host.resumeQueued).not.toHaveBeenCalled();
    expect(host.resumeUnconfirmed).not.toHaveBeenCalled();
  });

  it('resumes a queued save all the same', async () => {
    const queued = { at: 1, saveDespiteWarnings: false };
    const host = await lookupHeld(draft({ values: {}, kinds: {}, queued }));
    expect(host.resumeQueued).toHaveBeenCalledWith(queued, expect.any(Promise));
  });

  it('resumes a save of unknown outcome all the same', async () => {
    const unconfirmed = { key: 'k-1', at: 1 };
    const host = await lookupHeld(draft({ values: {}, kinds: {}, unconfirmed }));
    expect(host.resumeUnconfirmed).toHaveBeenCalledWith(unconfirmed, expect.any(Promise));
  });
});
