import type { FieldsEnvelope } from '../../core/wire/model/types';

/**
 * An event's request or reply is a parsed envelope (a re-call, a refused save), not a saved
 * object, a list, a list query or a file's facts.
 *
 * @example
 * if (isParsedEnvelope(event.reply)) envelopeDiff(row.before, event.reply);
 */
export function isParsedEnvelope(value: unknown): value is FieldsEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as FieldsEnvelope).fields) &&
    Array.isArray((value as FieldsEnvelope).wireKeys)
  );
}
