import { memo, useSyncExternalStore } from 'react';
import { layoutFields } from '../fields/Field';
import { useFieldsFormContext } from '../form/FieldsFormContext';
import { useFormState } from '../session/useFormState';

/**
 * Every visible field the layout did not place with `<FormField>` / `<FormFields>`, in server
 * order: a field a re-call adds always shows somewhere. Put it after the placed fields in tree
 * order: the server renders in one pass and knows only the placements rendered before it (in the
 * browser a `<RemainingFields>` placed earlier corrects itself right after mount).
 *
 * @example
 * <FieldsForm source={source}>
 *   <FormField property="verification.amount" />
 *   <RemainingFields />
 * </FieldsForm>
 */
export const RemainingFields = memo(function RemainingFields() {
  const form = useFieldsFormContext('<RemainingFields>');
  const { session, placements } = form;
  const envelope = useFormState(session.engine, (state) => state.envelope);
  // Read for its change only: the claims themselves are read below, as they stand now.
  useSyncExternalStore(placements.subscribe, placements.version, placements.version);
  if (!envelope) return null;
  const items = envelope.fields.filter((item) => !placements.isPlaced(item.property));
  return layoutFields(items, form);
});
