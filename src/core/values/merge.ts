import { indexFields } from '../wire/fieldIndex';
import { envelopeToValues, type FormValues, type ValueContext } from './formValues';
import { jsonEqual } from '../wire/json';
import type { FieldsEnvelope } from '../wire/model/types';
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
