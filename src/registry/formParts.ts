import type { KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
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
 * What a look's `Button` is given: every button of the form's own parts (Save, Save anyway, Try
 * again, Undo, Redo, a command, the draft notice's and the review's buttons, a dialog's). The
 * behaviour (what the press does, when it is disabled, where focus goes) is the form's: the part
 * spreads these onto a `<button>` of its look and draws `children` in it.
 */
export interface ButtonPartProps {
  /**
   * Attach to the `<button>` element: the form moves focus to it (Try again, back from a dialog).
   * Not `ref`: React 18 keeps a `ref` prop from a function component.
   */
  buttonRef?: Ref<HTMLButtonElement>;
  type: 'button' | 'submit';
  /** `primary` for the way forward, `secondary` for a step back or a lesser choice. */
  variant: 'primary' | 'secondary';
  /** The button's words. */
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  disabled?: boolean;
  'aria-disabled'?: boolean;
  'aria-keyshortcuts'?: string;
  'aria-describedby'?: string;
  'aria-label'?: string;
  /** Markers the testing kit reads (`data-ef-part`, `data-ef-command`, …): keep them on the element. */
  [marker: `data-${string}`]: string | undefined;
}

/**
 * What a look's `Alert` is given: the form's notices (the error summary, a failed load or save, a
 * conflict, warnings, a draft to restore, a save's outcome). The part draws a box in the tone's
 * colour with `rootProps` and `rootRef` on its outer element (role, id, focus target) and
 * `children` inside;
 * `title` is the notice's heading (already a heading element with its id), or none.
 */
export interface AlertPartProps {
  tone: 'error' | 'warning' | 'info' | 'success';
  /**
   * `summary`: the error summary at the top of the form (a group of sections with their headings,
   * focused when no field can take focus); otherwise a notice. Default `notice`.
   */
  kind?: 'notice' | 'summary';
  /** Attach to the outer element: the form moves focus to some notices (a save's outcome). */
  rootRef?: Ref<HTMLDivElement>;
  /** The outer element's props: `role` (alert, status, group), `id`, `tabIndex`, `aria-*`. */
  rootProps: {
    role?: 'alert' | 'status' | 'group';
    id?: string;
    tabIndex?: number;
    'aria-labelledby'?: string;
    'aria-live'?: 'polite' | 'assertive';
    [marker: `data-${string}`]: string | undefined;
  };
  /** The heading, or none. */
  title?: ReactNode;
  /** The notice's text, lists and buttons. */
  children: ReactNode;
}

/**
 * What a look's `Dialog` is given: a confirmation (a command's `confirmationText`). The form keeps
 * the behaviour: the part shows `text` with the two buttons (drawn with the look's `Button`, in
 * `actions`), puts `rootProps` on the dialog element (role `alertdialog`, its name and
 * description, Escape cancelling) and moves focus to the confirm button when it opens (the
 * form's `confirmRef` does, as the default look's inline dialog does). `onCancel` is also for a
 * look's own ways to close (a backdrop click).
 */
export interface DialogPartProps {
  /** The question. */
  text: string;
  /** The id the question's element takes (`aria-describedby` of the dialog points at it). */
  textId: string;
  rootProps: {
    role: 'alertdialog';
    /** The testing kit's marker of an open confirmation. */
    'data-ef-part': 'dialog';
    'aria-modal': boolean;
    'aria-describedby': string;
    'aria-label': string;
    onKeyDown: (event: KeyboardEvent) => void;
  };
  /** Confirm then Cancel, drawn with the look's `Button`. */
  actions: ReactNode;
  onCancel: () => void;
}

/**
 * The form's parts other than controls that a look draws, under {@link FORM_PARTS}: what surrounds
 * every field's control (`Frame`), and the pieces the form's own parts are drawn with (`Button`,
 * `Alert`, `Dialog`). A look may bring any of them; the others stay the default look's.
 *
 * Each is a plain function the form calls while it renders, not a component it renders: the
 * default look's add no component to a mount or a keystroke (ARCHITECTURE.md "Mount"). So a part
 * calls no hook; it returns the design system's elements (`<Button>` of MUI is a component of its
 * own, and that is the look's cost, counted in its tests).
 */
export interface FormParts {
  /**
   * Draws a field's frame around its control. A plain function the field calls at each render
   * (its hooks are the field's: ARCHITECTURE.md "Mount"), for every field, a control type the look
   * lacks included, so the default control of that type shows inside the look's frame. It must
   * handle each `labelAs`. The default is `FieldShell`.
   */
  Frame(view: FrameView): ReactNode;
  /** Draws a button of the form's own parts. The default is a `.ef-button`. */
  Button(props: ButtonPartProps): ReactNode;
  /** Draws a notice of the form's own parts. The default is an `.ef-alert`. */
  Alert(props: AlertPartProps): ReactNode;
  /** Draws a confirmation. The default is the inline `.ef-confirm` alert dialog. */
  Dialog(props: DialogPartProps): ReactNode;
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
