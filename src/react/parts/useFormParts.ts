import { useContext } from 'react';
import { useControlOverrides } from '../../registry/ControlsProvider';
import { resolveParts, type FormParts } from '../../registry/formParts';
import type { ControlOverrides } from '../../registry/types';
import { defaultParts } from '../fields/defaultParts';
import { FieldsFormContext } from '../form/FieldsFormContext';

/**
 * The look's form parts (`Button`, `Alert`, `Dialog`, `Frame`) of the enclosing form; outside any
 * form (a `ConfirmDialog` of an app's own screen, the form's "Loading" before it exists) those of
 * the enclosing `ControlsProvider` and of the form's own `controls` (when given) over the default
 * look's.
 *
 * @example
 * const { Button } = useFormParts();
 * return <Button type="button" variant="primary" onClick={save}>Save</Button>;
 */
export function useFormParts(controls?: ControlOverrides): Readonly<FormParts> {
  const form = useContext(FieldsFormContext);
  const provided = useControlOverrides();
  return form?.parts ?? resolveParts(defaultParts, provided, controls);
}
