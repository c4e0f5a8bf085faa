import { controlTypeOf } from '../wire/controlTypeOf';
import { holdsValue, indexFields, type IndexedField } from '../wire/fieldIndex';
import type { FieldsEnvelope, ValidationLevel } from '../wire/model/types';

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
  // Indexed loops: this runs once per field when an envelope is adopted (ARCHITECTURE.md "Mount").
  for (let at = 0; at < index.length; at += 1) {
    const { key, item, shown } = index[at] as IndexedField;
    if (shown && !shownKeyOf.has(item.property)) shownKeyOf.set(item.property, key);
  }
  const place = (message: ServerMessage, key: string | undefined) => {
    if (key === undefined) formMessages.push(message);
    else (byKey[key] ??= []).push({ ...message, key });
  };
  for (let at = 0; at < index.length; at += 1) {
    const { key, item, shown } = index[at] as IndexedField;
    if (!item.error && !item.errorText) continue;
    const message: ServerMessage = {
      property: item.property,
      code: item.error ?? 'ERROR',
      message: item.errorText ?? item.error ?? '',
      level: 'ERROR',
    };
    place(
      message,
      shown && (holdsValue(item) || controlTypeOf(item.controlType).nested) ? key : undefined,
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
