import { createContext, useContext } from 'react';
import type { ControlRegistry } from '../registry/types';
import type { FormMessages } from '../i18n/messages';
import type { FieldSession } from './useFieldsForm';

/** What every field of a form reads: the stable session, the registry and the strings. */
export interface FieldsFormContextValue {
  session: FieldSession;
  registry: ControlRegistry;
  messages: FormMessages;
  locale: string;
  /** The whole form cannot take edits (after the report was created). */
  locked: boolean;
  /** Fields are shown, not editable. */
  readOnly: boolean;
}

/**
 * The context of a `<FieldsForm>`; fields read it.
 *
 * @example
 * <FieldsFormContext.Provider value={context}><Field item={item} fieldKey={key} /></FieldsFormContext.Provider>
 */
export const FieldsFormContext = createContext<FieldsFormContextValue | null>(null);

/**
 * The context of the enclosing form; fails with a fix when there is none.
 *
 * @example
 * const { registry } = useFieldsFormContext();
 */
export function useFieldsFormContext(): FieldsFormContextValue {
  const value = useContext(FieldsFormContext);
  if (!value) {
    throw new Error(
      'expense-fields: <Field> and <FieldList> render only inside <FieldsForm> (or a <FieldsFormContext.Provider> fed by useFieldsForm).',
    );
  }
  return value;
}
