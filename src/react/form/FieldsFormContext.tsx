import { createContext, useContext } from 'react';
import type { FieldsEnvelope } from '../../core/wire/model/types';
import type { ControlRegistry } from '../../registry/types';
import type { FormParts } from '../../registry/formParts';
import type { FormMessages } from '../../i18n/messages';
import type { FieldPlacements } from '../layout/fieldPlacements';
import type { FieldSession } from '../session/useFieldsForm';

/**
 * What every part of a form reads: the stable session, the registry, the strings and the
 * placements. It changes only with the locale, the strings, the registry or the lock, never with
 * the form's state: parts that show state subscribe to the engine themselves
 * (ARCHITECTURE.md "Composition").
 */
export interface FieldsFormContextValue {
  session: FieldSession;
  registry: ControlRegistry;
  /** The look's form parts (`FORM_PARTS`) over the defaults; changes only with the registry. */
  parts: Readonly<FormParts>;
  messages: FormMessages;
  locale: string;
  /** The whole form cannot take edits (after the report was created). */
  locked: boolean;
  /** Fields are shown, not editable. */
  readOnly: boolean;
  /** `review`: fields are text in description lists, never inputs (ARCHITECTURE.md "Review and
   * changes"). */
  mode: 'edit' | 'review';
  /** The envelope a review marks changes against; null for none. */
  base: FieldsEnvelope | null;
  /** Which properties the layout placed: `<RemainingFields>` shows the others. */
  placements: FieldPlacements;
  /** Focus the first field with an error, or the summary. */
  focusFirstError(): void;
}

/**
 * The context of a form. `<FieldsForm>` and `<FieldsFormProvider>` give it; never build its value
 * by hand.
 *
 * @example
 * const context = useContext(FieldsFormContext); // null outside a form
 */
export const FieldsFormContext = createContext<FieldsFormContextValue | null>(null);

/**
 * The context of the enclosing form; fails with a fix when there is none.
 *
 * @example
 * const { registry } = useFieldsFormContext('<MyPart>');
 */
export function useFieldsFormContext(part = '<Field>'): FieldsFormContextValue {
  const value = useContext(FieldsFormContext);
  if (!value) throw noFormError(part);
  return value;
}

/**
 * The error of a part rendered outside any form: it names the provider that is missing.
 *
 * @example
 * if (!context) throw noFormError('<ErrorSummary>');
 */
export function noFormError(part: string): Error {
  return new Error(
    `expense-fields: ${part} renders only inside <FieldsForm> or <FieldsFormProvider form={useFieldsForm(...)}>; none is above it.`,
  );
}
