import { holdsValue, indexFields, mapFields, type IndexedField } from '../wire/fieldIndex';
import { jsonEqual } from '../wire/json';
import { controlTypeOf } from '../wire/controlTypeOf';
import type { FieldItem, FieldsEnvelope, JsonValue } from '../wire/model/types';
import { checkEdit, codecFor, type CodecContext, type ValueProblem } from './codecs';

/** Form values: edit values keyed by {@link fieldKey}. Only shown, value-bearing fields have one. */
export type FormValues = Record<string, unknown>;

/** Locale and clock of the codecs. */
export type ValueContext = Omit<CodecContext, 'item'>;

/**
 * The edit values of every shown field that holds a value. Invisible fields have none: they go
 * back to the server exactly as they came (the `version` field above all).
 *
 * @example
 * const values = envelopeToValues(envelope, { locale: 'sv' });
 */
export function envelopeToValues(envelope: FieldsEnvelope, context: ValueContext): FormValues {
  const values: FormValues = {};
  const fields = indexFields(envelope);
  // One codec context for the walk, its item set per field (a codec reads it and keeps nothing):
  // a thousand fields read their values at mount, with no object made for each.
  let codecContext: CodecContext | undefined;
  for (let i = 0; i < fields.length; i += 1) {
    const { key, item, shown } = fields[i] as IndexedField;
    if (!shown || !holdsValue(item)) continue;
    if (codecContext) codecContext.item = item;
    else codecContext = { ...context, item };
    values[key] = codecFor(item).toEdit(item.value, codecContext);
  }
  return values;
}

/** Result of writing form values into an envelope. */
export interface AppliedValues {
  envelope: FieldsEnvelope;
  /** Edit values that could not be read (they leave the server's value in place). */
  problems: Record<string, ValueProblem>;
}

/**
 * Writes form values into a copy of the envelope. A value the user did not change keeps the
 * server's own wire value (so `null` stays `null`, `12.5` stays `12.5`); a value that cannot be
 * read keeps the server's value and is reported.
 *
 * @example
 * const { envelope: body, problems } = applyValues(envelope, values, { locale: 'sv' });
 */
export function applyValues(
  envelope: FieldsEnvelope,
  values: FormValues,
  context: ValueContext,
): AppliedValues {
  const problems: Record<string, ValueProblem> = {};
  const next = mapFields(envelope, (item, key) => {
    if (!Object.hasOwn(values, key) || !holdsValue(item)) return item;
    const codecContext = { ...context, item };
    const codec = codecFor(item);
    const edit = values[key];
    if (jsonEqual(edit, codec.toEdit(item.value, codecContext))) return item;
    const result = codec.fromEdit(edit, codecContext);
    if (!result.ok) {
      problems[key] = result.problem;
      return item;
    }
    return jsonEqual(result.value, item.value) ? item : withValue(item, result.value);
  });
  return { envelope: next, problems };
}

/**
 * The item with a value the user set. A LIST's preloaded value (`data`, spec 2.7) names the value
 * the server sent: once that value is gone it would name the new one wrongly ("Receipt" for
 * Mileage, in a summary and in a server that echoes it back), so it goes with it.
 */
function withValue(item: FieldItem, value: JsonValue): FieldItem {
  const { listValue, ...rest } = item;
  if (!listValue) return { ...item, value };
  const ids = Array.isArray(value) ? value : [value];
  return ids.includes(listValue.id) ? { ...item, value } : { ...rest, value };
}

/**
 * The client check of one field (spec 2.7 rules the library can see: mandatory, number format,
 * decimals, dates, future dates, addresses), or null when it passes or is not the client's to
 * judge. Client checks apply only to what the user can change (ARCHITECTURE.md "House rules"): shown, enabled fields
 * of an editable controlType. A value the server sent and the user did not touch goes back as it
 * came and the server judges it; only a missing mandatory value is the user's to fill.
 *
 * @example
 * const problem = fieldProblem(entry, values[entry.key], { locale: 'en' });
 */
export function fieldProblem(
  entry: Pick<IndexedField, 'item' | 'shown'>,
  value: unknown,
  context: ValueContext,
): ValueProblem | null {
  const { item, shown } = entry;
  // A URL is a link to look at, and unknown types render read-only: nothing the user could fix
  // (their definitions are not `checked`, ARCHITECTURE.md "Control types").
  if (!shown || !item.enabled || !holdsValue(item)) return null;
  if (!controlTypeOf(item.controlType).checked) return null;
  const codecContext = { ...context, item };
  const codec = codecFor(item);
  if (jsonEqual(value, codec.toEdit(item.value, codecContext)))
    return item.mandatory && codec.isEmpty(value) ? { code: 'required' } : null;
  const result = checkEdit(item, value, codecContext);
  return result.ok ? null : result.problem;
}

/**
 * The client checks before a submit, field by field through {@link fieldProblem}: the form and
 * this function share one path.
 *
 * @example
 * const problems = validateValues(envelope, values, { locale: 'en' });
 * if (Object.keys(problems).length === 0) submit();
 */
export function validateValues(
  envelope: FieldsEnvelope,
  values: FormValues,
  context: ValueContext,
): Record<string, ValueProblem> {
  const problems: Record<string, ValueProblem> = {};
  for (const entry of indexFields(envelope)) {
    if (!Object.hasOwn(values, entry.key)) continue;
    const problem = fieldProblem(entry, values[entry.key], context);
    if (problem) problems[entry.key] = problem;
  }
  return problems;
}
