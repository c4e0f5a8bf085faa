import type { FormParts } from '../../registry/formParts';
import { DefaultAlert } from '../parts/DefaultAlert';
import { DefaultButton } from '../parts/DefaultButton';
import { DefaultDialog } from '../parts/DefaultDialog';
import { FieldShell } from './FieldShell';

/**
 * The default look's form parts (ARCHITECTURE.md "Control types"): `FieldShell` frames every
 * field; buttons, notices and confirmations are the theme's `.ef-button`, `.ef-alert` and
 * `.ef-confirm`. A look's `FORM_PARTS` replace them part by part.
 *
 * @example
 * const parts = resolveParts(defaultParts, { [FORM_PARTS]: { Frame: MyFrame } });
 */
export const defaultParts: Readonly<FormParts> = Object.freeze({
  Frame: FieldShell,
  Button: DefaultButton,
  Alert: DefaultAlert,
  Dialog: DefaultDialog,
});
