import { useMemo, useSyncExternalStore } from 'react';
import { envelopeChanges, type EnvelopeChanges } from '../../core/changes/envelopeChanges';
import { type ShowOptions } from '../../core/changes/shownValue';
import type { FormSession } from '../../core/session/context/formSession';
import type { FieldsEnvelope } from '../../core/wire/types';
import { useFieldsFormContext } from '../FieldsFormContext';

/** Options of {@link useChanges}. */
export interface UseChangesOptions {
  /** Also list invisible fields (flagged `visible: false`); left out by default. */
  invisible?: boolean;
}

const NONE: EnvelopeChanges = Object.freeze({ changed: [], added: [], removed: [] });

/**
 * What changed in the form since a base envelope, live: every field whose value differs, fields a
 * re-call added and removed, each row with its label and its value before and after as the form
 * shows it (amounts in their currency, dates in the locale, list values by name, receipts by file
 * name), in server order, with the groups it sits in. The base is the envelope the form was loaded
 * with, or one the app kept (a parsed envelope: `parseEnvelope`, or `form.engine.loadedEnvelope()`
 * of an earlier visit). Inside `<FieldsForm>` or `<FieldsFormProvider>`.
 *
 * It listens to the form only while mounted, and works out the rows again when a value or the
 * envelope changed: a form with no change summary on screen does nothing more per keystroke.
 *
 * @example
 * function ChangeCount() {
 *   const { changed, added, removed } = useChanges();
 *   return <p>{changed.length + added.length + removed.length} changes</p>;
 * }
 *
 * @example
 * // Against the version the approver saw last, invisible fields included.
 * const { changed } = useChanges(lastApproved, { invisible: true });
 */
export function useChanges(
  base?: FieldsEnvelope | null,
  options?: UseChangesOptions,
): EnvelopeChanges {
  const { session, locale, messages } = useFieldsFormContext('useChanges');
  const { engine } = session;
  const invisible = options?.invisible === true;
  const { yes, no } = messages;
  const store = useMemo(
    () => changesStore(engine, base ?? null, { locale, words: { yes, no } }, invisible),
    [engine, base, locale, yes, no, invisible],
  );
  return useSyncExternalStore(store.subscribe, store.read, store.read);
}

/**
 * The rows of one summary as an external store: marked stale when the form's values change, worked
 * out again when React reads them, and the same object while what they show is the same (a
 * keystroke that changes nothing shown renders nothing).
 */
function changesStore(
  engine: FormSession,
  base: FieldsEnvelope | null,
  show: ShowOptions,
  invisible: boolean,
) {
  let stale = true;
  let rows = NONE;
  let key = '';
  return {
    subscribe(listener: () => void) {
      // A change between the first render and this subscription is read when React checks again.
      stale = true;
      return engine.subscribeValues(() => {
        stale = true;
        listener();
      });
    },
    read(): EnvelopeChanges {
      if (!stale) return rows;
      stale = false;
      const from = base ?? engine.loadedEnvelope();
      const current = engine.currentEnvelope();
      if (!from || !current) return (rows = NONE);
      const all = envelopeChanges(from, current, show);
      const next = invisible ? all : shownOnly(all);
      const nextKey = JSON.stringify(next);
      if (nextKey !== key) {
        key = nextKey;
        rows = next;
      }
      return rows;
    },
  };
}

function shownOnly(changes: EnvelopeChanges): EnvelopeChanges {
  const shown = <T extends { visible: boolean }>(rows: readonly T[]) =>
    rows.filter((row) => row.visible);
  return {
    changed: shown(changes.changed),
    added: shown(changes.added),
    removed: shown(changes.removed),
  };
}
