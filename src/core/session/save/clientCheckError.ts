import type { IndexedField } from '../../wire/fieldIndex';
import type { KeyedMessage } from '../store/fieldMessages';

/** A field the form's own checks refused, as `ClientCheckError` names it. */
export interface RefusedField {
  property: string;
  /** The field's label (its `name`), or the property when it has none. */
  label: string;
  /** The check's message, in the form's language. */
  message: string;
}

/**
 * The reason a save never left: the form's own checks (a mandatory field left empty, a number it
 * cannot read) refused it before any request (ARCHITECTURE.md "Submit"). The form's `onError`
 * gets it, so a screen that places none of the refused fields (nor an `<ErrorSummary>`) can still
 * tell the user, or its developer, why nothing happened.
 *
 * @example
 * onError={(error) => {
 *   if (error instanceof ClientCheckError) console.warn(error.fields.map((field) => field.label));
 * }}
 */
export class ClientCheckError extends Error {
  override readonly name = 'ClientCheckError';
  /** The refused fields, in server order. */
  readonly fields: readonly RefusedField[];
  constructor(fields: readonly RefusedField[]) {
    const lines = fields.map((field) => `${field.label} (${field.property}): ${field.message}`);
    super(
      `The form's own checks refused the save (nothing was sent): ${fields.length} ${
        fields.length === 1 ? 'field needs' : 'fields need'
      } attention. ${lines.join('; ')}`,
    );
    this.fields = fields;
  }
}

/**
 * The error of a refused save from the session's fields and their messages: every error (not a
 * warning) the checks left, each field named by its label.
 *
 * @example
 * settings.onError?.(clientCheckError(index.entries(), messages.list(index.entries())));
 */
export function clientCheckError(
  fields: readonly IndexedField[],
  messages: readonly KeyedMessage[],
): ClientCheckError {
  const byKey = new Map(fields.map((field) => [field.key, field.item]));
  return new ClientCheckError(
    messages
      .filter(({ message }) => message.type !== 'warning')
      .map(({ key, message }) => {
        const item = byKey.get(key);
        const property = item?.property ?? key;
        return { property, label: item?.name ?? property, message: message.message };
      }),
  );
}
