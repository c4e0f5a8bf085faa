import type { DraftFacts } from '../drafts/draftKeeper';
import { draftChanges } from '../drafts/draftChanges';
import type { QueuedSave, UnconfirmedSave } from '../drafts/draftStorage';
import type { ParkedUpload } from '../uploads/parkedUploads';
import type { EditHistory } from '../state/editHistory';
import type { EditLog } from '../state/editLog';
import type { SaveAttempts } from '../state/saveAttempts';
import type { SessionContext } from './sessionContext';
import { versionOf } from './versionOf';

/** The parts whose facts a draft keeps, read through their own read methods. */
export interface DraftSources {
  /** The edit log: the keys the user changed since the load. */
  edits: EditLog;
  /** The undo history, kept with the draft. */
  history: EditHistory;
  /** The save attempt under way: its key. */
  attempts: SaveAttempts;
  /** The offline queue: the save waiting on the device. */
  queue: { current(): QueuedSave | null } | null;
  /** The save's outcome: the marker of a save whose outcome is unknown. */
  outcome: { marker(): UnconfirmedSave | null };
  /** The parked receipts: those picked offline, waiting to be uploaded. */
  receipts: { list(): readonly ParkedUpload[] };
}

/**
 * What a draft holds (ARCHITECTURE.md "Drafts"): the user's changes and the history (only when
 * the values are written), the version, the save attempt's key, a save queued or of unknown
 * outcome, and the receipts parked offline. Each fact is owned by its part; the keeper only reads.
 *
 * @example
 * const keeper = createDraftKeeper(drafts, (values) => draftFacts(context, sources, values), clock, tab);
 */
export function draftFacts(
  context: SessionContext,
  sources: DraftSources,
  values: boolean,
): DraftFacts {
  const { index, store } = context;
  const { edits, history, attempts } = sources;
  return {
    changes: values ? draftChanges(edits.sinceLoad(), index, store) : null,
    history: values ? history.stored() : null,
    version: versionOf(index.current),
    now: (context.settings.now?.() ?? new Date()).getTime(),
    saveKey: attempts.current,
    // Read when the keeper reads them: the draft lookup after a load reads only `now`, and the
    // parts that own these are made when first needed (ARCHITECTURE.md "The engine").
    get queued() {
      return sources.queue?.current() ?? null;
    },
    get unconfirmed() {
      return sources.outcome.marker();
    },
    get uploads() {
      return sources.receipts.list();
    },
  };
}
