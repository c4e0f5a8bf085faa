import { useMemo, useSyncExternalStore } from 'react';
import { envelopeChanges, type EnvelopeChanges } from '../../core/changes/envelopeChanges';
import type { FieldsEnvelope } from '../../core/wire/model/types';
import { useFieldsFormContext, type FieldsFormContextValue } from '../form/FieldsFormContext';
import { formShowOptions, type ShowingForm } from './formShowOptions';

/** Options of {@link useChanges}. */
export interface UseChangesOptions {
  /** Also list invisible fields (flagged `visible: false`); left out by default. */
  invisible?: boolean;
}

const NONE: EnvelopeChanges = Object.freeze({ changed: [], added: [], removed: [] });

/**
 * What changed in the form since a base envelope, live: every field whose value differs, fields a
 * re-call added and removed, each row with its label and its value before and after as the form
 * shows it (`formShowOptions`: amounts in their currency, dates and numbers in the locale, a
 * switch as the form's yes / no, list values by name, the one picked now included, receipts by
 * file name), in server order, with the groups it sits in. The base is the envelope the form was
 * loaded with, or one the app kept (a parsed envelope: `parseEnvelope`, or
 * `form.engine.loadedEnvelope()` of an earlier visit). Inside `<FieldsForm>` or
 * `<FieldsFormProvider>`.
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
  const invisible = options?.invisible === true;
  const { yes, no } = messages;
  const store = useMemo(
    () => changesStore({ session, locale, messages: { yes, no } }, base ?? null, invisible),
    [session, base, locale, yes, no, invisible],
  );
  return useSyncExternalStore(store.subscribe, store.read, store.read);
}

/**
 * The rows of one summary as an external store: marked stale when the form's values change or a
 * list value's name becomes known, worked out again when React reads them, and the same object
 * while what they show is the same (a keystroke that changes nothing shown renders nothing).
 */
function changesStore(
  form: ShowingForm & { session: FieldsFormContextValue['session'] },
  base: FieldsEnvelope | null,
  invisible: boolean,
) {
  const { engine, listNames } = form.session;
  let stale = true;
  let rows = NONE;
  let key = '';
  return {
    subscribe(listener: () => void) {
      // A change between the first render and this subscription is read when React checks again.
      stale = true;
      const changed = () => {
        stale = true;
        listener();
      };
      const unwatchValues = engine.subscribeValues(changed);
      const unwatchNames = listNames.subscribe(changed);
      return () => {
        unwatchValues();
        unwatchNames();
      };
    },
    read(): EnvelopeChanges {
      if (!stale) return rows;
      stale = false;
      const from = base ?? engine.loadedEnvelope();
      const current = engine.currentEnvelope();
      if (!from || !current) return (rows = NONE);
      const all = envelopeChanges(from, current, formShowOptions(form));
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
