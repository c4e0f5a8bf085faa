import type { KeyedMessage } from '../../core/session/store/fieldMessages';
import type { ServerMessage } from '../../core/values/serverMessages';
import { indexFields } from '../../core/wire/fieldIndex';
import type { FieldsEnvelope } from '../../core/wire/model/types';

/** Where a message came from. */
export type MessageOrigin = 'server field error' | 'validation error' | 'warning' | 'client check';

/** A message the form shows, with its origin. */
export interface OriginMessage {
  origin: MessageOrigin;
  /** The property it is about. */
  property: string;
  /** Shown on a field (its form key), or null: in the form-level summary. */
  key: string | null;
  text: string;
  code: string | null;
}

/**
 * The form's messages by origin: a field's own `error` / `errorText` (server field error), the
 * reply's `validationErrors` (validation error or warning), and the library's client checks.
 * Form-level messages (a property no shown field holds) come last.
 *
 * @example
 * messageOrigins(state.envelope, session.fieldMessages(), state.formMessages);
 */
export function messageOrigins(
  envelope: FieldsEnvelope | null,
  fieldMessages: readonly KeyedMessage[],
  formMessages: readonly ServerMessage[],
): OriginMessage[] {
  const items = new Map(
    envelope ? indexFields(envelope).map((entry) => [entry.key, entry.item]) : [],
  );
  const onField = fieldMessages.map(({ key, message }): OriginMessage => {
    const item = items.get(key);
    const origin: MessageOrigin =
      message.type === 'client'
        ? 'client check'
        : message.type === 'warning'
          ? 'warning'
          : item?.error || item?.errorText
            ? 'server field error'
            : 'validation error';
    return {
      origin,
      property: item?.property ?? key,
      key,
      text: message.message,
      code: message.code ?? null,
    };
  });
  const fromValidation = (message: ServerMessage) =>
    envelope?.validationErrors?.some(
      (entry) => entry.property === message.property && entry.code === message.code,
    ) === true;
  const onForm = formMessages.map((message): OriginMessage => ({
    origin:
      message.level === 'WARNING'
        ? 'warning'
        : fromValidation(message)
          ? 'validation error'
          : 'server field error',
    property: message.property,
    key: null,
    text: message.message,
    code: message.code,
  }));
  return [...onField, ...onForm];
}
