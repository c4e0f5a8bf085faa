import type { FormParts } from '../../registry/formParts';
import { FieldShell } from './FieldShell';

/**
 * The default look's form parts (ARCHITECTURE.md "Control types"): `FieldShell` frames every
 * field. A look's `FORM_PARTS` replace them part by part.
 *
 * @example
 * const parts = resolveParts(defaultParts, { [FORM_PARTS]: { Frame: MyFrame } });
 */
export const defaultParts: Readonly<FormParts> = Object.freeze({ Frame: FieldShell });
