import type { FieldName, RegisteredFields, WireValues } from '../core/wire/register';
import type { DriverFile } from './driverPort';

/**
 * A field as a test names it: its `property` (`verification.amount`) or its label as shown
 * (`Amount`), a pattern for the label, or `{ property }`, which names a property only and takes
 * only the form kind's generated names (ARCHITECTURE.md "Generated types"; any string without).
 *
 * @example
 * await form.fill({ property: 'verification.amount' }, '12.50');
 */
export type FieldRef<Fields extends object = RegisteredFields> =
  string | RegExp | { property: FieldName<Fields> };

/**
 * Where the form stands, in the words a test asserts: `loading`, `loadFailed`, `ready`,
 * `updating` (a re-call or command is out), `saving`, `saved`, `invalid` (errors block the
 * save), `warnings` (Save anyway is offered), `conflict` (409), `failed` (5xx, network),
 * `unconfirmed` (the save's outcome is unknown), `offline` (the save waits on the device),
 * `reviewing` (the review step of `reviewBeforeSave` waits for Confirm or Back).
 */
export type FormStatusName =
  | 'loading'
  | 'loadFailed'
  | 'ready'
  | 'updating'
  | 'saving'
  | 'saved'
  | 'invalid'
  | 'warnings'
  | 'conflict'
  | 'failed'
  | 'unconfirmed'
  | 'offline'
  | 'reviewing';

/** A field's message as the form shows it under the field. */
export interface FieldMessageText {
  message: string;
  kind: 'error' | 'warning';
}

/** What a test can see of one field. */
export interface FieldView {
  /** The property the field was found by (or the one asked for, when it is not shown). */
  property: string;
  label: string;
  visible: boolean;
  required: boolean;
  /** A re-call this field's change sent is still out. */
  busy: boolean;
  /** The value came from a receipt scan. */
  scanned: boolean;
  disabled: boolean;
}

/** The summary at the top of the form: errors and warnings, each line as shown. */
export interface FormSummaryText {
  errors: string[];
  warnings: string[];
}

/** Options of `createFormDriver`. */
export interface FormDriverOptions {
  /** How long `settled()` and every verb wait for the form, in ms. Default 5000. */
  timeoutMs?: number;
}

/**
 * One page object for the forms of this library, the same on every target (a DOM container, a
 * Playwright page or locator, a Storybook canvas). Verbs find a field by its property or label,
 * act as a user would, and resolve once the form has applied what they started; a field the form
 * does not show fails at once, naming the fields it does show. `Fields` is the form kind's
 * generated interface: `{ property }` references and `values()` are typed by it.
 */
export interface FormDriver<Fields extends object = RegisteredFields> {
  /** Type `text` into a text, number or date field, replacing what it held, then leave it. */
  fill(field: FieldRef<Fields>, text: string): Promise<void>;
  /** Pick a LIST option by its text; several texts for a multi-select list. */
  choose(field: FieldRef<Fields>, option: string | readonly string[]): Promise<void>;
  /** Flip a switch, or set it to `on`. */
  toggle(field: FieldRef<Fields>, on?: boolean): Promise<void>;
  /** Set a date (`yyyy-MM-dd`) or a date and time (`yyyy-MM-ddTHH:mm`, or a `Date`). */
  setDate(field: FieldRef<Fields>, date: string | Date): Promise<void>;
  /** Attach files to a receipt field; resolves when the upload (and any scan) is applied. */
  attach(
    field: FieldRef<Fields>,
    file: File | DriverFile | readonly (File | DriverFile)[],
  ): Promise<void>;
  addGuest(field: FieldRef<Fields>, guest: { name: string; company?: string }): Promise<void>;
  addRecipient(field: FieldRef<Fields>, email: string): Promise<void>;
  /** Remove a removable group (its button under the group). */
  removeGroup(field: FieldRef<Fields>): Promise<void>;
  /**
   * Run a field command by its button text. `confirm: true` or `false` answers the confirmation
   * the command asks for; a command that asks while no `confirm` was given fails.
   */
  runCommand(text: string, options?: { confirm?: boolean }): Promise<void>;
  /**
   * Press Save; resolves with the status the save ended in. With `reviewBeforeSave` the review
   * step shows first (also when it is on screen already): `review: 'confirm'` (the default)
   * presses "Confirm and save", `'cancel'` presses "Back to editing" (resolves `ready`), `'open'`
   * leaves the step on screen (resolves `reviewing`). A save the form's own checks refuse shows no
   * step (`invalid`).
   */
  submit(options?: { review?: 'confirm' | 'cancel' | 'open' }): Promise<FormStatusName>;
  /** Press "Save anyway" (the form must be showing warnings). */
  saveAnyway(): Promise<FormStatusName>;
  /** After a 409: reload the server's version with the user's changes on top. */
  reloadKeepingChanges(): Promise<void>;
  /** Wait for the draft offer, then restore the draft. */
  restoreDraft(): Promise<void>;
  /**
   * Press the form's undo keys (`Ctrl`+`Z`) where the user is (the focused field, else the first)
   * and wait until the step is undone and its re-call applied. Fails when there is nothing to undo,
   * or when the screen does not listen to the keys (a screen of your own uses `historyKeys`).
   */
  undo(): Promise<void>;
  /** Press the redo keys (`Shift`+`Ctrl`+`Z`); the same waits and failures as `undo`. */
  redo(): Promise<void>;
  /**
   * Resolves when no load, re-call, command, upload, list query or save is out and the form has
   * applied the last reply; rejects after `timeoutMs` naming what is still out.
   */
  settled(options?: { timeoutMs?: number }): Promise<void>;
  /** The shown fields' values by property, as the form would send them (typed by `Fields`). */
  values(): Promise<WireValues<Fields, unknown>>;
  /** The message under each field that has one, by property. */
  errors(): Promise<Record<string, FieldMessageText>>;
  summary(): Promise<FormSummaryText>;
  status(): Promise<FormStatusName>;
  field(field: FieldRef<Fields>): Promise<FieldView>;
}
