// @vitest-environment node
// A save that closes the draft offer while its lookup still reads the storage replaces
// a plain draft, never a save the storage holds (queued, or of unknown outcome): that one is
// resumed as after a reload.
import { describe, expect, it, vi } from 'vitest';
import { createSessionContext } from '../../../../src/core/session/context/sessionContext';
import { createDraftRestore } from '../../../../src/core/session/save/draftRestore';
import { createDraftKeeper } from '../../../../src/core/session/drafts/draftKeeper';
import { draftFacts } from '../../../../src/core/session/context/draftFacts';
import {
  createEditHistory,
  createEditLog,
  createSaveAttempts,
} from '../../../../src/core/session/state';
import type { DraftStorage, StoredDraft } from '../../../../src/core/session/drafts/draftStorage';
import { createMemoryDrafts } from '../../../../src/core/session/drafts/memoryDrafts';
import { saveRecordKey } from '../../../../src/core/session/drafts/saveRecord';
import { createMemoryStore } from '../../../../src/core/session/store/memoryStore';
import type { FieldsTransport } from '../../../../src/core/http/transport';

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
  const context = createSessionContext({
    transport: {} as FieldsTransport,
    store: createMemoryStore(),
  });
  const queue = { resume: vi.fn(), current: () => null };
  const [edits, history, attempts] = [createEditLog(), createEditHistory(), createSaveAttempts()];
  const outcome = { found: vi.fn(), ask: vi.fn() };
  const keeper = createDraftKeeper(
    { storage, key: KEY },
    (values) =>
      draftFacts(
        context,
        {
          queue,
          outcome: { marker: () => null },
          receipts: { list: () => [] },
          edits,
          history,
          attempts,
        },
        values,
      ),
    context.clock,
    context.tab,
  );
  const restore = createDraftRestore(context, keeper, {
    recall: {} as never,
    outcome: outcome as never,
    queue: queue as never,
    receipts: { adopt: vi.fn() } as never,
    unsaved: { dirty: () => false } as never,
    history,
    attempts,
  });
  const offering = restore.offer();
  expect(restore.lookup()).not.toBeNull();
  restore.close(); // a save starts while the lookup is out
  release();
  await offering;
  expect(restore.lookup()).toBeNull();
  return { context, resumeQueued: queue.resume, resumeUnconfirmed: outcome.found };
}

describe('a draft lookup closed by a save', () => {
  it('drops a plain draft: the save replaces it', async () => {
    const host = await lookupHeld(null);
    expect(host.context.state.draftOffer).toBeNull();
    expect(host.resumeQueued).not.toHaveBeenCalled();
    expect(host.resumeUnconfirmed).not.toHaveBeenCalled();
  });

  it('resumes a queued save all the same', async () => {
    const queued = { at: 1, saveDespiteWarnings: false };
    const host = await lookupHeld(draft({ values: {}, kinds: {}, queued }));
    expect(host.resumeQueued).toHaveBeenCalledWith(queued);
  });

  it('resumes a save of unknown outcome all the same', async () => {
    const unconfirmed = { key: 'k-1', at: 1 };
    const host = await lookupHeld(draft({ values: {}, kinds: {}, unconfirmed }));
    expect(host.resumeUnconfirmed).toHaveBeenCalledWith(unconfirmed, expect.any(Promise));
  });
});
