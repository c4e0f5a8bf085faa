// What the form probe (`formProbe.ts`) reads and is asked: its requests, answers and the form as it
// sees it. Apart from the probe, whose source must stay one self-contained function.

/** How a field's control is driven, read from its markup (no controlType is in the DOM). */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'switch'
  | 'date'
  | 'datetime'
  | 'list'
  | 'recipients'
  | 'guests'
  | 'file'
  | 'group'
  | 'info'
  | 'other';

/** A field the form shows, as the probe reads it from the page. */
export interface ProbedField {
  /** The field wrapper's `data-field`: the form's DOM id of the field (also its control's id). */
  id: string;
  /** The field's property (`data-ef-property` on its wrapper). */
  property: string;
  /** The label as the user sees it, without the required mark and the scanned marker. */
  label: string;
  kind: FieldKind;
  required: boolean;
  /** A re-call this field's change sent is out (`aria-busy` on the field). */
  busy: boolean;
  /** The value came from a receipt scan (the scanned marker). */
  scanned: boolean;
  disabled: boolean;
  /** The message under the field. */
  message: { text: string; kind: 'error' | 'warning' } | null;
  /** The LIST's options now in its listbox (open lists only). */
  options: string[];
  /**
   * What a verb changes in the field besides its value: the receipt's files and upload messages,
   * the guest rows. A verb waits until it differs from before.
   */
  shape: string;
  /** What the control holds, read from the DOM (see `formValues`); undefined for groups. */
  value: unknown;
}

/** The form as the probe reads it: the hidden marker, the fields, the summary. */
export interface ProbedForm {
  /** A form (its hidden `[data-ef-form]` marker) is in the root. */
  found: boolean;
  status: string;
  submit: string;
  settled: boolean;
  activity: { kind: string; label: string; since: number }[];
  fields: ProbedField[];
  summary: { errors: string[]; warnings: string[] };
  /** Exact values from the marker (`data-ef-values`), when the form writes them on request. */
  exactValues: Record<string, unknown> | null;
  /** The command buttons' texts. */
  commands: string[];
  /** A confirmation dialog of a command is open. */
  dialog: boolean;
  /** The draft offer's buttons are shown. */
  draftOffer: boolean;
  /** The review step of `reviewBeforeSave` waits for Confirm or Back (`data-ef-review`). */
  reviewing: boolean;
  /** The undo history as the marker tells it: `<can undo><can redo>:<moves so far>`, e.g. `10:3`. */
  history: string;
}

/** An element a verb acts on, found by the probe and marked for the target to reach. */
export type ProbeMark =
  | { part: FieldPart; field: string }
  | { part: 'option'; field: string; text: string }
  | { part: 'command'; text: string }
  | { [Part in FormPart]: { part: Part } }[FormPart];

/** Parts of one field a verb acts on. */
type FieldPart = 'control' | 'addGuest' | 'guestName' | 'guestCompany' | 'removeGroup';
/** The form's own buttons a verb presses. */
type FormPart =
  | 'confirm'
  | 'cancel'
  | 'reviewConfirm'
  | 'reviewBack'
  | 'submit'
  | 'saveAnyway'
  | 'reload'
  | 'restoreDraft'
  | 'keys';

/** What a wait waits for; every condition also needs the form settled. */
export type ProbeUntil =
  | { kind: 'settled' }
  | { kind: 'option'; field: string; text: string }
  | { kind: 'dialog' }
  | { kind: 'draftOffer' }
  | { kind: 'changed'; field: string; before: string }
  | { kind: 'moved'; before: string };

/** One request to the probe: read the form, mark an element, or wait for a condition. */
export type ProbeRequest =
  | { op: 'read'; /** Ask the form for its exact values (default true). */ values?: boolean }
  | { op: 'mark'; mark: ProbeMark; token: string }
  | { op: 'wait'; until: ProbeUntil; timeoutMs: number };

/** What the probe answers: the form, plus the mark's selector or whether the wait was met. */
export interface ProbeAnswer {
  form: ProbedForm;
  /** `mark`: the selector of the marked element, null when there is none. */
  selector?: string | null;
  /** `wait`: the condition was met before the timeout. */
  met?: boolean;
}
