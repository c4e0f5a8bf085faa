import { createElement, Fragment, type ReactNode } from 'react';
import type { FieldItem } from '../core/wire/model/types';
import type { FormMessages } from '../i18n/formMessages';

/** The message a frame shows under its input: the server's or the form's own words, and its kind. */
export interface FieldFrameMessage {
  text: string;
  /** `error` blocks saving (the field is invalid); `warning` lets "Save anyway" through. */
  kind: 'error' | 'warning';
}

/** Words of your own for a field's frame: each replaces the server's, the rest of the frame stays. */
export interface FieldFrameWords {
  /** Replaces the item's `name` as the visible label (and the start of the accessible name). */
  label?: ReactNode;
  /** Help under the label; the input lists it in `aria-describedby`. */
  help?: ReactNode;
}

/** What {@link fieldFrame} is made of: one field as the form knows it. */
export interface FieldFrameInput {
  /** The input's DOM id; the label, help and message ids derive from it. */
  id: string;
  /** The field's property, written as `data-ef-property` on the frame. */
  property?: string | undefined;
  label: ReactNode;
  help?: ReactNode;
  required: boolean;
  /** The required mark's words for assistive technology (`(required)`). */
  requiredText?: string | undefined;
  scanned: boolean;
  /** The scanned marker's words (`From receipt`). */
  scannedText?: string | undefined;
  message: FieldFrameMessage | null;
}

/** The ARIA an input takes from its frame. */
export interface FieldFrameInputAria {
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

/**
 * Ids of the message and help elements an input lists in `aria-describedby`, message first.
 *
 * @example
 * describedByFor('amount', { hasHelp: false, hasError: true }); // 'amount-error'
 */
export function describedByFor(
  id: string,
  parts: { hasHelp: boolean; hasError: boolean },
): string | undefined {
  if (parts.hasError) return parts.hasHelp ? `${id}-error ${id}-help` : `${id}-error`;
  return parts.hasHelp ? `${id}-help` : undefined;
}

/**
 * What a field's frame draws around its input, whatever it looks like: the words, the marks, the
 * ids that tie them to the input, and prop getters that put them on elements of your own with
 * look-neutral markers (`data-ef-part`). Call the getters on the frame (`frame.getLabelProps()`):
 * they are methods on one prototype, since a field's frame is made at every render of a thousand
 * fields and a class costs no closure per field (ARCHITECTURE.md "Mount").
 */
// `declare`: the fields are set in the constructor, and no class-field code is emitted for them.
class Frame {
  /** The field's property (a frame drawn with no form may have none). */
  declare property: string | undefined;
  /** The visible label: your own words, else the server's `name`. */
  declare label: ReactNode;
  declare required: boolean;
  /** The required mark's words, when required. */
  declare requiredText: string | undefined;
  declare scanned: boolean;
  /** The scanned marker's words, when scanned. */
  declare scannedText: string | undefined;
  declare help: ReactNode;
  declare message: FieldFrameMessage | null;
  /** An error is shown (a warning is not invalid). */
  declare invalid: boolean;
  declare ids: { input: string; label: string; help: string; message: string };
  /** The ids the input lists in `aria-describedby` (message, then help), if any. */
  declare describedBy: string | undefined;
  /**
   * The label as assistive technology says it, the required and scanned words included
   * (`Total incl. VAT (required), From receipt`); undefined when the label is not text.
   */
  declare accessibleName: string | undefined;
  /**
   * What a frame puts in its label for assistive technology: `accessibleName`, or (a label that
   * is not text) the label followed by the required and scanned words; the label itself when
   * there are none.
   */
  declare spokenLabel: ReactNode;

  constructor(input: FieldFrameInput) {
    const { id, label, required, scanned, message } = input;
    this.property = input.property;
    this.label = label;
    this.required = required;
    this.requiredText = required ? input.requiredText : undefined;
    this.scanned = scanned;
    this.scannedText = scanned ? (input.scannedText ?? 'Scanned') : undefined;
    this.help = input.help;
    this.message = message;
    this.invalid = message !== null && message.kind === 'error';
    this.ids = { input: id, label: `${id}-label`, help: `${id}-help`, message: `${id}-error` };
    this.describedBy = describedByFor(id, { hasHelp: Boolean(input.help), hasError: !!message });
    // The label, the required words after a space, the scanned words after a comma.
    const tail =
      (this.requiredText ? ` ${this.requiredText}` : '') +
      (this.scannedText ? `, ${this.scannedText}` : '');
    const text = typeof label === 'string' || typeof label === 'number';
    this.accessibleName = text ? `${label}${tail}` : undefined;
    if (!tail) this.spokenLabel = label;
    else this.spokenLabel = text ? this.accessibleName : createElement(Fragment, null, label, tail);
  }

  /** The element around the field: `data-ef-property` (test drivers) and `data-field`. */
  getFrameProps() {
    return { 'data-field': this.ids.input, 'data-ef-property': this.property };
  }

  /**
   * A `<label>` (or, with `'legend'`, a fieldset's legend, which points at nothing). Its words as
   * text on `data-ef-value` (when they are text) for the testing kit: a look draws the marks its
   * own way.
   */
  getLabelProps(element: 'label' | 'legend' = 'label') {
    const htmlFor = element === 'label' ? this.ids.input : undefined;
    const { label } = this;
    const words =
      typeof label === 'string' || typeof label === 'number' ? String(label) : undefined;
    return {
      id: this.ids.label,
      htmlFor,
      'data-ef-part': 'label' as const,
      'data-ef-value': words,
    };
  }

  /** The visible required mark: hidden from assistive technology, which hears `requiredText`. */
  getRequiredProps() {
    return { 'aria-hidden': true as const, 'data-ef-part': 'required' as const };
  }

  getScannedProps() {
    return { 'data-ef-part': 'scanned' as const, 'data-scanned': 'true' as const };
  }

  getHelpProps() {
    return { id: this.ids.help, 'data-ef-part': 'help' as const };
  }

  getMessageProps() {
    const kind = this.message?.kind;
    return { id: this.ids.message, 'data-ef-part': 'message' as const, 'data-kind': kind };
  }

  /** `aria-invalid`, `aria-describedby` and `aria-required` for the input. */
  getInputAriaProps(): FieldFrameInputAria {
    return {
      'aria-invalid': this.invalid || undefined,
      'aria-describedby': this.describedBy,
      'aria-required': this.required || undefined,
    };
  }
}

/** What a field's frame shows: see {@link fieldFrame}. */
export type FieldFrame = Frame;

/**
 * What a field's frame shows, worked out once for every look: the built-in `FieldShell`,
 * `useField`, `useFieldFrame` and a design system's own frame all draw this. A plain function,
 * so the built-in field pays no hook or component for it.
 *
 * @example
 * const frame = fieldFrame({ id: 'amount', property: 'verification.amount', label: 'Amount',
 *   required: true, requiredText: '(required)', scanned: false, message: null });
 * frame.accessibleName; // 'Amount (required)'
 */
export function fieldFrame(input: FieldFrameInput): FieldFrame {
  return new Frame(input);
}

/**
 * A field's message as a frame shows it: a warning, or else an error (a client check's too).
 *
 * @example
 * frameMessage('Too much.', 'server'); // { text: 'Too much.', kind: 'error' }
 */
export function frameMessage(
  text: string | null | undefined,
  type: string | undefined,
): FieldFrameMessage | null {
  if (!text) return null;
  return { text, kind: type === 'warning' ? 'warning' : 'error' };
}

/**
 * The frame of a field of the envelope (or of a property the envelope lacks yet): the server's
 * words unless the app gave its own, the form's words for the marks. What `<Field>`, `useField`
 * and `useFieldFrame` all build their frame with.
 *
 * @example
 * const frame = itemFrame(item, { id, property, texts: form.messages, message: null });
 */
export function itemFrame(
  item: FieldItem | undefined,
  field: {
    id: string;
    property: string;
    texts: Pick<FormMessages, 'requiredMark' | 'scanned'>;
    message: FieldFrameMessage | null;
    words?: FieldFrameWords | undefined;
  },
): FieldFrame {
  return new Frame({
    id: field.id,
    property: field.property,
    label: field.words?.label ?? item?.name ?? field.property,
    help: field.words?.help,
    required: item?.mandatory === true,
    requiredText: field.texts.requiredMark,
    scanned: item?.scanned === true,
    scannedText: field.texts.scanned,
    message: field.message,
  });
}
