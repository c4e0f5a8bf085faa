import type { ReactNode } from 'react';
import type { FieldItem } from '../core/wire/model/types';
import type { FieldFrame } from './fieldFrame';
import type { ControlEntry, ControlOverrides } from './types';

/**
 * The key of a look's form parts in a `controls` object: a symbol, so `resolveControls` (which
 * reads every string key as a controlType) never sees it, and a string index signature does not
 * cover it (ARCHITECTURE.md "Control types").
 *
 * @example
 * const look = { TEXT: myText, [FORM_PARTS]: { Frame: MyFrame } };
 * <FieldsForm source={source} controls={look} />
 */
export const FORM_PARTS: unique symbol = Symbol.for('expense-fields.parts');

/** What a look's `Frame` is given to draw one field: the frame's words and ids, and the control. */
export interface FrameView {
  /** What the frame shows: label, marks, help, message, their ids and prop getters. */
  frame: FieldFrame;
  /**
   * The entry's `label`: `label` (a label pointing at the input), `legend` (a fieldset around a
   * group of inputs) or `none` (the control shows its own name: draw the message only).
   */
  labelAs: ControlEntry['label'];
  /** The control, drawn by the field's entry. */
  children: ReactNode;
  /** What follows the message (the field's command buttons), or null. */
  after: ReactNode;
  /** The field item (spec 2.7), canonical shape. */
  item: FieldItem;
  /** The entry that drew the control (a look may frame its own controls otherwise than fallbacks). */
  entry: ControlEntry;
}

/**
 * The form's parts other than controls that a look draws, under {@link FORM_PARTS}. `Frame` is
 * the first: what surrounds every field's control.
 */
export interface FormParts {
  /**
   * Draws a field's frame around its control. A plain function the field calls at each render
   * (its hooks are the field's: ARCHITECTURE.md "Mount"), for every field, a control type the look
   * lacks included, so the default control of that type shows inside the look's frame. It must
   * handle each `labelAs`. The default is `FieldShell`.
   */
  Frame(view: FrameView): ReactNode;
}

/**
 * The form parts of a form: the defaults with each layer's `FORM_PARTS` over them, per part,
 * later layers winning (`defaults < provider < props`, as `resolveControls` merges controls).
 * The defaults themselves when no layer brings a part, so the result is stable.
 *
 * @example
 * const parts = resolveParts(defaultParts, providerOverrides, props.controls);
 * parts.Frame({ frame, labelAs: 'label', children: control, after: null, item, entry });
 */
export function resolveParts(
  base: Readonly<FormParts>,
  ...layers: (ControlOverrides | undefined)[]
): Readonly<FormParts> {
  let out = base;
  for (const layer of layers) {
    const parts = layer?.[FORM_PARTS];
    if (parts) out = { ...out, ...parts };
  }
  return out;
}

/**
 * Two layers of overrides as one, the inner winning: controls by key, and form parts by part, so
 * an inner layer that brings some parts keeps the outer layer's others (`ControlsProvider`).
 *
 * @example
 * const merged = mergeOverrides(outerProvider, { [FORM_PARTS]: { Frame: MyFrame } });
 */
export function mergeOverrides(outer: ControlOverrides, inner: ControlOverrides): ControlOverrides {
  // An object spread copies the symbol key as well: the inner parts object would replace the outer.
  const merged: ControlOverrides = { ...outer, ...inner };
  const outerParts = outer[FORM_PARTS];
  const innerParts = inner[FORM_PARTS];
  if (outerParts && innerParts) merged[FORM_PARTS] = { ...outerParts, ...innerParts };
  return merged;
}
