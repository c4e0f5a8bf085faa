import { holdsValue, indexFields } from '../wire/fieldIndex';
import { envelopeToValues, type FormValues, type ValueContext } from './formValues';
import { jsonEqual } from '../wire/json';
import type { FieldsEnvelope, ValidationLevel } from '../wire/types';
import { codecFor } from './codecs';

/** The form as it stands: the envelope it was built from and the user's edit values. */
export interface FormSnapshot {
  envelope: FieldsEnvelope;
  values: FormValues;
}

/** Result of merging a re-call reply. */
export interface MergedRecall extends FormSnapshot {
  /** Keys whose value the user edited after the request left and that kept the user's value. */
  kept: string[];
}

/**
 * Merges a re-call reply into the form (ARCHITECTURE.md "Re-call"): the reply's structure wins (fields
 * come, go, change), and so does each value the user did not touch after the request left. A
 * value the user edited meanwhile is kept as long as its field still exists with the same
 * controlType.
 *
 * @example
 * const merged = mergeRecall({ envelope, values }, reply, new Set(['f_verification%2Eamount']), { locale: 'sv' });
 */
export function mergeRecall(
  current: FormSnapshot,
  reply: FieldsEnvelope,
  editedSinceRequest: ReadonlySet<string>,
  context: ValueContext,
): MergedRecall {
  const values = envelopeToValues(reply, context);
  const before = new Map(indexFields(current.envelope).map((entry) => [entry.key, entry.item]));
  const after = new Map(indexFields(reply).map((entry) => [entry.key, entry.item]));
  const kept: string[] = [];
  for (const key of Object.keys(values)) {
    const previous = before.get(key);
    const now = after.get(key);
    if (
      !Object.hasOwn(current.values, key) ||
      previous === undefined ||
      now === undefined ||
      previous.controlType !== now.controlType
    )
      continue;
    if (editedSinceRequest.has(key)) {
      values[key] = current.values[key];
      kept.push(key);
      continue;
    }
    // The reply says the same as what the user typed: keep the user's spelling ("6000", not
    // "6000.00"), so an input under the caret does not change.
    const typed = codecFor(now).fromEdit(current.values[key], { ...context, item: now });
    if (typed.ok && jsonEqual(typed.value, now.value)) values[key] = current.values[key];
  }
  return { envelope: reply, values, kept };
}

/** A server error or warning, placed on a field or on the form. */
export interface ServerMessage {
  property: string;
  code: string;
  message: string;
  level: ValidationLevel;
  /** The field's form key; absent when the property matches no shown field. */
  key?: string;
}

/** Errors of a reply, sorted for the form (ARCHITECTURE.md "Server errors"). */
export interface ServerErrors {
  /** Messages per field key, in server order. */
  byKey: Record<string, ServerMessage[]>;
  /** Messages whose property matches no shown field: they go to the summary, never dropped. */
  formMessages: ServerMessage[];
  /** Every message, fields first in server order, then form-level ones. */
  all: ServerMessage[];
  hasErrors: boolean;
  /** True when there are warnings and no errors: "Save anyway" applies. */
  warningsOnly: boolean;
}

/**
 * Collects the errors of an envelope: `error`/`errorText` on fields (level ERROR) and
 * `validationErrors` (ERROR or WARNING). An error for a property that no shown field has, or for
 * an invisible field, becomes a form-level message.
 *
 * @example
 * const { byKey, formMessages, warningsOnly } = collectServerErrors(reply);
 */
export function collectServerErrors(envelope: FieldsEnvelope): ServerErrors {
  const byKey: Record<string, ServerMessage[]> = {};
  const formMessages: ServerMessage[] = [];
  const index = indexFields(envelope);
  const shownKeyOf = new Map<string, string>();
  for (const { key, item, shown } of index) {
    if (shown && !shownKeyOf.has(item.property)) shownKeyOf.set(item.property, key);
  }
  const place = (message: ServerMessage, key: string | undefined) => {
    if (key === undefined) formMessages.push(message);
    else (byKey[key] ??= []).push({ ...message, key });
  };
  for (const { key, item, shown } of index) {
    if (!item.error && !item.errorText) continue;
    const message: ServerMessage = {
      property: item.property,
      code: item.error ?? 'ERROR',
      message: item.errorText ?? item.error ?? '',
      level: 'ERROR',
    };
    place(
      message,
      shown && (holdsValue(item) || item.controlType === 'FIELD_GROUP') ? key : undefined,
    );
  }
  for (const entry of envelope.validationErrors ?? []) {
    place(
      {
        property: entry.property,
        code: entry.code,
        message: entry.message || entry.code,
        level: entry.level,
      },
      shownKeyOf.get(entry.property),
    );
  }
  const fieldMessages = index.flatMap(({ key }) => byKey[key] ?? []);
  const all = [...fieldMessages, ...formMessages];
  const hasErrors = all.some((message) => message.level === 'ERROR');
  return { byKey, formMessages, all, hasErrors, warningsOnly: !hasErrors && all.length > 0 };
}
