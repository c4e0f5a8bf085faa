import type { DraftFacts } from '../drafts/draftKeeper';
import { draftChanges } from '../drafts/draftChanges';
import type { SessionContext } from './sessionContext';
import { versionOf } from './versionOf';

/**
 * What a draft holds, read from the one state (ARCHITECTURE.md "Drafts"): the user's changes and
 * the history (only when the values are written), the version, the save attempt's key, a save
 * queued or of unknown outcome, and the receipts parked offline. Each fact has its one writer
 * elsewhere; the keeper only reads them.
 *
 * @example
 * const keeper = createDraftKeeper(drafts, (values) => draftFacts(context, values), clock, tab);
 */
export function draftFacts(context: SessionContext, values: boolean): DraftFacts {
  const { index, store, edits, attempts, history } = context;
  return {
    changes: values ? draftChanges(edits.sinceLoad(), index, store) : null,
    history: values ? history.stored() : null,
    version: versionOf(index.current),
    now: (context.settings.now?.() ?? new Date()).getTime(),
    saveKey: attempts.current,
    queued: context.queued,
    unconfirmed: context.outcomeUnknown,
    uploads: context.parked?.list() ?? context.adopted,
  };
}
