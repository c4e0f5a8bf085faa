import type { ReactNode } from 'react';

/** Props of {@link FieldShell}. */
export interface FieldShellProps {
  /** Id of the control's input; the label points at it and the help/error ids derive from it. */
  id: string;
  /** Visible label: the field item's translated `name`. */
  label: string;
  /** Shows the required mark (`mandatory` in spec 2.7). */
  required?: boolean;
  /** Help text under the label. */
  help?: ReactNode;
  /** Error message; when set the field is invalid and the message is announced. */
  errorText?: string | null;
  /** The message is a warning (the value may still be saved), not an error. */
  warning?: boolean;
  /** Marks a value filled by receipt scanning (`scanned`, ARCHITECTURE.md "Wire names"). */
  scanned?: boolean;
  /** Text of the scanned marker, translated by the form. */
  scannedText?: string;
  /** `label` for single inputs; `legend` wraps the control in a fieldset (groups, lists). */
  labelAs?: 'label' | 'legend';
  /** Text of the required mark for assistive technology. */
  requiredText?: string;
  /** The control; receives nothing from the shell but ids via {@link describedByFor}. */
  children: ReactNode;
  /** What follows the field's message, such as its command buttons: the message stays right under the input. */
  after?: ReactNode;
  /** The field's property, written as `data-ef-property` for test drivers (`expense-fields/testing`). */
  property?: string;
}

/**
 * Ids of the help and error elements that a control lists in `aria-describedby`.
 *
 * @example
 * const describedBy = describedByFor('amount', { hasHelp: false, hasError: true }); // 'amount-error'
 */
export function describedByFor(
  id: string,
  parts: { hasHelp: boolean; hasError: boolean },
): string | undefined {
  const ids = [parts.hasError ? `${id}-error` : '', parts.hasHelp ? `${id}-help` : ''].filter(
    Boolean,
  );
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * The accessible name of a field: its label, the required mark's text after a space, then the
 * scanned marker after a comma.
 *
 * @example
 * accessibleLabel('Purchase date', '(required)', 'From receipt'); // 'Purchase date (required), From receipt'
 */
function accessibleLabel(
  label: string,
  requiredText: string | undefined,
  scannedText: string | undefined,
): string {
  const named = requiredText ? `${label} ${requiredText}` : label;
  return scannedText ? `${named}, ${scannedText}` : named;
}

/**
 * Draws what surrounds a control: label, required mark, scanned marker, help and error. A control
 * renders only its input (ARCHITECTURE.md "House rules").
 *
 * @example
 * <FieldShell id="amount" label="Amount" required errorText={error}>
 *   <input id="amount" aria-describedby={describedByFor('amount', { hasHelp: false, hasError: !!error })} />
 * </FieldShell>
 */
export function FieldShell(props: FieldShellProps) {
  const { id, label, required, help, errorText, scanned, children } = props;
  const requiredText = required ? props.requiredText : undefined;
  const scannedText = props.scannedText ?? 'Scanned';
  // A label with neither mark is its text alone: one string child is the element's text, where a
  // fragment would add a text node and a fiber per field (ARCHITECTURE.md "Mount").
  const visible =
    !required && !scanned ? (
      label
    ) : (
      <>
        {label}
        {required ? (
          <span className="ef-required" aria-hidden="true">
            *
          </span>
        ) : null}
        {scanned ? (
          <>
            {' '}
            <span className="ef-scanned" data-scanned="true">
              {scannedText}
            </span>
          </>
        ) : null}
      </>
    );
  // The accessible name is one hidden string, the visible parts hidden from assistive technology:
  // a visually hidden span is positioned absolutely, which makes it a block, and browsers put a
  // space around a block in a name ("Purchase date (required) , From receipt").
  const spoken = accessibleLabel(label, requiredText, scanned ? scannedText : undefined);
  const heading =
    spoken === label ? (
      visible
    ) : (
      <>
        <span aria-hidden="true">{visible}</span>
        <span className="ef-visually-hidden">{spoken}</span>
      </>
    );
  // Help and message are children of the field itself, not of a fragment (no fiber for nothing).
  const helpText = help ? (
    <div className="ef-help" id={`${id}-help`}>
      {help}
    </div>
  ) : null;
  const message = errorText ? (
    <div className={props.warning ? 'ef-warning' : 'ef-error'} id={`${id}-error`}>
      {errorText}
    </div>
  ) : null;
  if (props.labelAs === 'legend') {
    return (
      <fieldset
        className="ef-field ef-fieldset"
        data-field={id}
        data-ef-property={props.property}
        aria-invalid={errorText ? true : undefined}
      >
        <legend className="ef-label" id={`${id}-label`}>
          {heading}
        </legend>
        {children}
        {helpText}
        {message}
        {props.after}
      </fieldset>
    );
  }
  return (
    <div className="ef-field" data-field={id} data-ef-property={props.property}>
      {/* The id lets a control put its label after its visible words (CONTENT_HOLDER). */}
      <label className="ef-label" htmlFor={id} id={`${id}-label`}>
        {heading}
      </label>
      {children}
      {helpText}
      {message}
      {props.after}
    </div>
  );
}
