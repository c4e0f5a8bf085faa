import { holdsValue, indexFields, mapFields } from './fieldIndex';
import { jsonEqual } from './json';
import type { FieldsEnvelope } from './types';
import { checkEdit, codecFor, type CodecContext, type ValueProblem } from './values';

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
  for (const { key, item, shown } of indexFields(envelope)) {
    if (shown && holdsValue(item))
      values[key] = codecFor(item).toEdit(item.value, { ...context, item });
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
    return jsonEqual(result.value, item.value) ? item : { ...item, value: result.value };
  });
  return { envelope: next, problems };
}

/**
 * The client checks before a submit: mandatory, number format, decimals, dates, future dates,
 * addresses. Only shown, enabled fields are checked.
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
  for (const { key, item, shown } of indexFields(envelope)) {
    if (!shown || !item.enabled || !holdsValue(item) || !Object.hasOwn(values, key)) continue;
    const result = checkEdit(item, values[key], { ...context, item });
    if (!result.ok) problems[key] = result.problem;
  }
  return problems;
}
