import type { ReactNode } from 'react';
import { fieldFrame, type FieldFrame } from '../../registry/fieldFrame';

export { describedByFor } from '../../registry/fieldFrame';

/** How {@link FieldShell} draws, whichever way it is given the field. */
interface FieldShellDrawing {
  /**
   * `label` for single inputs; `legend` wraps the control in a fieldset (groups, lists); `none`
   * draws no label, for a control that shows its own name (notices, links): only its message.
   */
  labelAs?: 'label' | 'legend' | 'none';
  /** The control; it takes its ARIA from the frame (`getInputAriaProps`) or {@link describedByFor}. */
  children: ReactNode;
  /** What follows the field's message, such as its command buttons: the message stays right under the input. */
  after?: ReactNode | undefined;
}

/** Props of {@link FieldShell} giving the field in words (a shell drawn without a form). */
export interface FieldShellProps extends FieldShellDrawing {
  /** Id of the control's input; the label points at it and the help/error ids derive from it. */
  id: string;
  /** Visible label: the field item's translated `name`, or words of your own. */
  label: ReactNode;
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
  /** Text of the required mark for assistive technology. */
  requiredText?: string;
  /** The field's property, written as `data-ef-property` for test drivers (`expense-fields/testing`). */
  property?: string;
}

/** Props of {@link FieldShell} giving the field as a frame (`useFieldFrame`, `useField(…).frame`). */
export interface FieldShellFrameProps extends FieldShellDrawing {
  frame: FieldFrame;
}

/** The frame of a shell given in words: the same function every other frame comes from. */
const frameOfWords = (props: FieldShellProps): FieldFrame =>
  fieldFrame({
    id: props.id,
    property: props.property,
    label: props.label,
    help: props.help,
    required: props.required === true,
    requiredText: props.requiredText,
    scanned: props.scanned === true,
    scannedText: props.scannedText,
    message: props.errorText
      ? { text: props.errorText, kind: props.warning ? 'warning' : 'error' }
      : null,
  });

/**
 * Draws what surrounds a control, the theme's look of a field's frame: label, required mark,
 * scanned marker, help and message. A control renders only its input (ARCHITECTURE.md "House
 * rules"); what the frame shows comes from `fieldFrame`, as for every other look. It is the
 * default look's `Frame` part (`FORM_PARTS`): the field calls it with a `FrameView`.
 *
 * @example
 * const frame = useFieldFrame('verification.amount', { label: 'Total incl. VAT' });
 * <FieldShell frame={frame}>
 *   <input id={frame.ids.input} {...frame.getInputAriaProps()} />
 * </FieldShell>
 * // or in words, with no form:
 * <FieldShell id="amount" label="Amount" required errorText={error}>
 *   <input id="amount" aria-describedby={describedByFor('amount', { hasHelp: false, hasError: !!error })} />
 * </FieldShell>
 */
export function FieldShell(props: FieldShellFrameProps): ReactNode;
// Two signatures, the words' last: `ComponentProps<typeof FieldShell>` (a story's args) stays the
// words' props, as before frames.
// eslint-disable-next-line @typescript-eslint/unified-signatures
export function FieldShell(props: FieldShellProps): ReactNode;
export function FieldShell(props: FieldShellProps | FieldShellFrameProps): ReactNode {
  const frame = 'frame' in props ? props.frame : frameOfWords(props);
  const { label, required, scanned, message } = frame;
  const shownMessage = message ? (
    <div
      className={message.kind === 'warning' ? 'ef-warning' : 'ef-error'}
      {...frame.getMessageProps()}
    >
      {message.text}
    </div>
  ) : null;
  if (props.labelAs === 'none') {
    return (
      <div className="ef-field" {...frame.getFrameProps()}>
        {props.children}
        {shownMessage}
        {props.after}
      </div>
    );
  }
  // A label with neither mark is its text alone: one string child is the element's text, where a
  // fragment would add a text node and a fiber per field (ARCHITECTURE.md "Mount").
  const visible =
    !required && !scanned ? (
      label
    ) : (
      <>
        {label}
        {required ? (
          <span className="ef-required" {...frame.getRequiredProps()}>
            *
          </span>
        ) : null}
        {scanned ? (
          <>
            {' '}
            <span className="ef-scanned" {...frame.getScannedProps()}>
              {frame.scannedText}
            </span>
          </>
        ) : null}
      </>
    );
  // The accessible name is one hidden string, the visible parts hidden from assistive technology:
  // a visually hidden span is positioned absolutely, which makes it a block, and browsers put a
  // space around a block in a name ("Purchase date (required) , From receipt").
  const spoken = frame.spokenLabel;
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
  const helpText = frame.help ? (
    <div className="ef-help" {...frame.getHelpProps()}>
      {frame.help}
    </div>
  ) : null;
  if (props.labelAs === 'legend') {
    return (
      <fieldset
        className="ef-field ef-fieldset"
        {...frame.getFrameProps()}
        aria-invalid={message ? true : undefined}
      >
        <legend className="ef-label" {...frame.getLabelProps('legend')}>
          {heading}
        </legend>
        {props.children}
        {helpText}
        {shownMessage}
        {props.after}
      </fieldset>
    );
  }
  return (
    <div className="ef-field" {...frame.getFrameProps()}>
      {/* The id lets a control put its label after its visible words (CONTENT_HOLDER). */}
      <label className="ef-label" {...frame.getLabelProps()}>
        {heading}
      </label>
      {props.children}
      {helpText}
      {shownMessage}
      {props.after}
    </div>
  );
}
