import type { FieldsEnvelope, JsonValue } from '../../wire/model/types';

/**
 * The optimistic-lock version an envelope carries (spec 2.7: the hidden `version` field).
 *
 * @example
 * const version = versionOf(context.index.current);
 */
export function versionOf(envelope: FieldsEnvelope | null): JsonValue {
  return envelope?.fields.find((item) => item.property === 'version')?.value ?? null;
}
