import type { ReactNode } from 'react';
import type { FieldFrame } from '../../registry/fieldFrame';
import type { FrameView } from '../../registry/formParts';
import {
  badgeClass,
  badgeVariant,
  descriptionClass,
  errorMessageClass,
  labelClass,
} from './classes';
import { cn } from './cn';

/** The message under a control: shadcn's `FormMessage`, an error in the destructive colour. */
function message(frame: FieldFrame): ReactNode {
  const shown = frame.message;
  if (!shown) return null;
  return (
    <p
      data-slot="form-message"
      className={
        shown.kind === 'warning' ? 'text-foreground text-sm font-medium' : errorMessageClass
      }
      {...frame.getMessageProps()}
    >
      {shown.text}
    </p>
  );
}

/**
 * The label's words: the visible label with its marks hidden from assistive technology, and the
 * accessible name (`Amount (required), From receipt`) as one hidden string, as the default look
 * gives it (a name that differs between looks would break the app's tests).
 */
function heading(frame: FieldFrame): ReactNode {
  const { label, required, scanned } = frame;
  if (!required && !scanned) return label;
  const visible = (
    <>
      {label}
      {required ? (
        <span className="text-destructive" {...frame.getRequiredProps()}>
          *
        </span>
      ) : null}
      {scanned ? (
        <span
          data-slot="badge"
          className={cn(badgeClass, badgeVariant.secondary)}
          {...frame.getScannedProps()}
        >
          {frame.scannedText}
        </span>
      ) : null}
    </>
  );
  return (
    <>
      <span aria-hidden="true" className="inline-flex items-center gap-1">
        {visible}
      </span>
      <span className="sr-only">{frame.spokenLabel}</span>
    </>
  );
}

/**
 * The shadcn look's `Frame` part: shadcn's Form item (`data-slot="form-item"`) with its
 * `FormLabel`, the control, `FormDescription` for help and `FormMessage` for the message. Every
 * id and prop comes from the frame, so `aria-describedby` and the accessible name are the default
 * look's. `legend` draws a fieldset (a group of inputs), `none` only the message (the control
 * names itself).
 *
 * @example
 * const look = { [FORM_PARTS]: { Frame: ShadcnFrame } };
 * <FieldsForm source={source} controls={look} />
 */
export function ShadcnFrame({ frame, labelAs, children, after }: FrameView): ReactNode {
  if (labelAs === 'none') {
    return (
      <div data-slot="form-item" className="grid gap-2" {...frame.getFrameProps()}>
        {children}
        {message(frame)}
        {after}
      </div>
    );
  }
  const help = frame.help ? (
    <p data-slot="form-description" className={descriptionClass} {...frame.getHelpProps()}>
      {frame.help}
    </p>
  ) : null;
  if (labelAs === 'legend') {
    return (
      <fieldset
        data-slot="form-item"
        className="grid min-w-0 gap-3 rounded-lg border p-4"
        {...frame.getFrameProps()}
        aria-invalid={frame.message ? true : undefined}
      >
        <legend
          data-slot="form-label"
          data-error={frame.invalid}
          className={cn(labelClass, 'px-1')}
          {...frame.getLabelProps('legend')}
        >
          {heading(frame)}
        </legend>
        {children}
        {help}
        {message(frame)}
        {after}
      </fieldset>
    );
  }
  return (
    <div data-slot="form-item" className="grid gap-2" {...frame.getFrameProps()}>
      <label
        data-slot="form-label"
        data-error={frame.invalid}
        className={labelClass}
        {...frame.getLabelProps()}
      >
        {heading(frame)}
      </label>
      {children}
      {help}
      {message(frame)}
      {after}
    </div>
  );
}
