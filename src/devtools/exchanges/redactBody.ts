import type { FieldItem, FieldsEnvelope, JsonValue } from '../../core/wire/model/types';
import type { WireNames } from '../../core/wire/wireNames';
import { isParsedEnvelope } from './isParsedEnvelope';

/**
 * What a recording keeps of one value (`recordSession`'s `redact`): `property` is the field's
 * property for what a field holds (its value at any depth, its preloaded list value, its
 * `errorText`) and for a `validationErrors` message, else the attribute's own name (`name` of a
 * list item, `searchText` of a list query, a saved object's attribute at any depth); `path` is
 * where the value sits in the recorded body, under its wire names (`reply.fields[3].value[0].email`).
 *
 * @example
 * const redact: Redact = (property, value, path) =>
 *   property === 'name' || path.endsWith('.email') ? 'Redacted' : value;
 */
export type Redact = (property: string, value: JsonValue, path: string) => JsonValue;

/**
 * A body as a recording keeps it, each value passed through `redact` at its path: an envelope's
 * field values (nested groups and each part of a structured value, such as a recipient list's
 * names), preloaded list values, `errorText` and `validationErrors` messages; for any other body
 * (a saved object, a list and its items, a list query, an error body) every text, number and flag
 * at any depth. Envelopes stay parsed (the caller writes them with its wire names).
 *
 * @example
 * redactBody(event.reply, 'reply', (property, value) => (property === 'name' ? 'Redacted' : value), names);
 */
export function redactBody(
  value: unknown,
  root: string,
  redact: Redact,
  names: Readonly<WireNames>,
): FieldsEnvelope | JsonValue {
  if (isParsedEnvelope(value)) return redactEnvelope(value, root, redact, names);
  return leaves(JSON.parse(JSON.stringify(value ?? null)) as JsonValue, root, root, redact, false);
}

/**
 * Every leaf of a JSON value through `redact`. `fixed`: every leaf is told `name` (what a field
 * holds); else each leaf is told its nearest attribute's name (an array's items their array's).
 */
function leaves(
  value: JsonValue,
  name: string,
  path: string,
  redact: Redact,
  fixed: boolean,
): JsonValue {
  if (Array.isArray(value))
    return value.map((entry, index) => leaves(entry, name, `${path}[${index}]`, redact, fixed));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [
        key,
        leaves(entry, fixed ? name : key, `${path}.${key}`, redact, fixed),
      ]),
    );
  return redact(name, value, path);
}

/** A message text through `redact`, kept a text (or null) whatever the callback gives back. */
function text(
  message: string | null,
  property: string,
  path: string,
  redact: Redact,
): string | null {
  if (message === null) return null;
  const kept = redact(property, message, path);
  return kept === null || typeof kept === 'string' ? kept : JSON.stringify(kept);
}

function redactEnvelope(
  envelope: FieldsEnvelope,
  root: string,
  redact: Redact,
  names: Readonly<WireNames>,
): FieldsEnvelope {
  const item = (field: FieldItem, path: string): FieldItem => ({
    ...field,
    value: leaves(field.value, field.property, `${path}.value`, redact, true),
    errorText: text(field.errorText, field.property, `${path}.errorText`, redact),
    ...(field.listValue && {
      listValue: leaves(
        field.listValue as unknown as JsonValue,
        field.property,
        `${path}.${names.listValue}`,
        redact,
        true,
      ) as unknown as FieldItem['listValue'],
    }),
    ...(field.fields && {
      fields: field.fields.map((child, index) => item(child, `${path}.${names.fields}[${index}]`)),
    }),
  });
  return {
    ...envelope,
    fields: envelope.fields.map((field, index) => item(field, `${root}.fields[${index}]`)),
    ...(envelope.validationErrors && {
      validationErrors: envelope.validationErrors.map((entry, index) => ({
        ...entry,
        message:
          text(
            entry.message,
            entry.property,
            `${root}.${names.validationErrors}[${index}].message`,
            redact,
          ) ?? '',
      })),
    }),
  };
}
