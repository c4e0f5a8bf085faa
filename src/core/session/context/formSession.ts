import type { ValueContext } from '../../values/formValues';
import type { FieldsTransport } from '../../http/transport';
import type { SavedObject } from '../../http/client';
import type { IndexedField } from '../../wire/fieldIndex';
import type { FieldItem, FieldsEnvelope, JsonObject, JsonValue } from '../../wire/model/types';
import type { WireNames } from '../../wire/wireNames';
import type { ValueProblem } from '../../values/codecs';
import type { Clock } from '../ports/clock';
import type { NetworkPort } from '../ports/network';
import type { SaveAttempt, SaveConfirmation } from '../state/saveAttempts';
import type { DraftSettings } from '../drafts/draftStorage';
import type { KeyedMessage } from '../store/fieldMessages';
import type { FieldMessage, FieldStore } from '../store/fieldStore';
import type { FormSessionState } from '../state/sessionState';
import type { HistorySnapshot } from '../state/editHistory';
import type { Activity, SessionEvent } from '../state/sessionEvents';

/** What a session may be told again at any time (the React adapter does, on every render). */
export interface FormSessionSettings {
  transport: FieldsTransport;
  /** BCP 47 locale of the value codecs. Default `en`. */
  locale: string;
  /** The clock of future-date checks. */
  now?: (() => Date) | undefined;
  /** Pause after typing in a `requiresUpdate` field before the re-call, in ms. Default 800. */
  recallDelayMs: number;
  /** Quiet time after a choice changes while a re-call is out, in ms. Default 150. */
  recallBurstMs: number;
  /**
   * Keep an undo history (`undo()`, `redo()`; ARCHITECTURE.md "History"). Default true; false
   * records nothing (what the history costs is measured against it).
   */
  history?: boolean | undefined;
  /** Nothing can be edited: no client check runs (the server judges what it sent). */
  readOnly?: boolean | undefined;
  /**
   * The text of a client check's problem. Default: the built-in English text (`problemText`); the
   * React form passes the strings of its locale. A new one re-words the messages shown.
   */
  describeProblem: (problem: ValueProblem) => string;
  /**
   * Called once per save the user asks for, with the saved object and the wire values it stored
   * by property (the form's as the save ended, as `wireValues()` reads them).
   */
  onSubmitted?: ((saved: SavedObject, sent: Record<string, JsonValue>) => void) | undefined;
  /**
   * Called with every failure the form shows, once per save the user asks for (the library's own
   * retry and `confirmSave` add no calls).
   */
  onError?: ((error: unknown) => void) | undefined;
  /**
   * Look up a create whose outcome is unknown (its reply was lost and no idempotency key protects
   * it): answer `{ saved: true, report }` when the app finds the object (the form ends
   * saved), `{ saved: false }` when it is surely not there (Try again is then safe). A rejection
   * leaves the outcome unknown. Asked when the outcome becomes unknown and on `checkSave()`.
   */
  confirmSave?: ((attempt: SaveAttempt) => Promise<SaveConfirmation>) | undefined;
  /**
   * Every exchange (sent, applied, stale, aborted, failed), draft, message and state change, for
   * an app's own logging (ARCHITECTURE.md "Events and activity"). Unset, no event is built.
   */
  onEvent?: ((event: SessionEvent) => void) | undefined;
}

/** Options of {@link createFormSession}. */
export interface FormSessionOptions extends Partial<FormSessionSettings> {
  transport: FieldsTransport;
  /** Where values and messages live (react-hook-form's control in React). */
  store: FieldStore;
  /** Timers; the platform's by default. */
  clock?: Clock;
  /**
   * Whether the device is offline, and when it comes back: a save made offline waits on the device
   * (with drafts on). Default the browser's (`browserNetwork()`); a test gives `manualNetwork()`.
   */
  network?: NetworkPort;
  /** Keep a draft of the user's changes, offered again after a reload. Default none. */
  drafts?: DraftSettings | null | undefined;
  /**
   * The envelope to show at once (server rendering, ARCHITECTURE.md "Server rendering"): a parsed
   * one, or the server's JSON, parsed with `wireNames`. It is adopted when the session is created,
   * so `getSnapshot()` is ready before `start()`, and no load is made for it; `start()` offers a
   * draft and reports its warnings. One that does not parse is the load error (`status: 'error'`).
   */
  initialEnvelope?: FieldsEnvelope | JsonObject | null | undefined;
  /** Wire names a raw `initialEnvelope` is read with (ARCHITECTURE.md "Wire names"). */
  wireNames?: Partial<WireNames> | undefined;
}

/** A field of the current envelope, found by its property (see {@link FormSession.field}). */
export type SessionField = Pick<IndexedField, 'key' | 'item' | 'shown'>;

/**
 * What the user may do with a form, as the engine declares it: the headless React form
 * (`useFieldsForm`) gives these very functions, so they are declared here once.
 *
 * @example
 * const actions: FormActions = useFieldsForm({ source });
 * if (actions.canUndo) void actions.undo();
 */
export type FormActions = Pick<FormSession, FormActionName>;

/** The names of {@link FormActions}. */
export type FormActionName =
  | 'saveAnyway'
  | 'saveAgain'
  | 'checkSave'
  | 'sendQueuedSave'
  | 'cancelQueuedSave'
  | 'reloadKeepingChanges'
  | 'isDirty'
  | 'restoreDraft'
  | 'discardDraft'
  | 'undo'
  | 'redo'
  | 'canUndo'
  | 'canRedo';

/** The framework-free form engine: see {@link createFormSession}. */
export interface FormSession {
  /** Form-level state changes (status, envelope, submit state, ...). */
  subscribe(listener: () => void): () => void;
  getSnapshot(): FormSessionState;
  /** One field's value and message changes. */
  subscribeField(key: string, listener: () => void): () => void;
  /** A re-call this field's change triggered is under way (`busyKey` of the state). */
  isBusy(key: string): boolean;
  /**
   * There are changes no save has stored yet (edits, a scan, a removed group, a command): guard
   * in-app navigation with it (a function, so asking never renders). In React, leaving the page
   * asks first while it is true, unless `guardUnload` is false.
   */
  isDirty(): boolean;
  value(key: string): unknown;
  message(key: string): FieldMessage | undefined;
  /** Any field's message appeared, changed or cleared (once per change, not per keystroke). */
  subscribeMessages(listener: () => void): () => void;
  /** The shown fields' messages in server order; the same array until one changes. */
  fieldMessages(): readonly KeyedMessage[];
  /** The form key of a field item of the current envelope. */
  keyOf(item: FieldItem): string;
  /**
   * A property's field in the current envelope (its first shown occurrence), with its form key;
   * undefined while no envelope holds it. A field a re-call brings is found once its reply is in.
   * The same object until the envelope changes.
   */
  field(property: string): SessionField | undefined;
  /**
   * The values a save would send now, by property (each shown field's first occurrence), as wire
   * values: `12,50` typed in Swedish is `12.5`, a LIST holds its id; a value the form cannot read
   * (`12abc`, too many decimals) is given as typed, since a save would refuse it. Drivers read it.
   */
  wireValues(): Record<string, JsonValue>;
  /**
   * The envelope as it was loaded (or reloaded after a conflict): the base `useChanges` compares
   * with by default. Null until the first envelope is shown.
   */
  loadedEnvelope(): FieldsEnvelope | null;
  /**
   * The current envelope with the values a save would send now (each edit value through its
   * codec); a value the form cannot read yet (`12abc`) keeps the value last sent. Null before the
   * first envelope.
   */
  currentEnvelope(): FieldsEnvelope | null;
  /** Told when any value or the envelope changes: every keystroke too (a change summary listens). */
  subscribeValues(listener: () => void): () => void;
  /**
   * Resolves once the first envelope is shown (at once when it is), rejects with the load error
   * when loading failed; after a failure, `retryLoad()` makes the next calls wait again.
   */
  whenReady(): Promise<void>;
  /**
   * What is out now (load, re-call, command, save, reload, confirmSave, upload, list values) and a
   * re-call that waits for its pause; the same array until something starts or ends.
   */
  activity(): readonly Activity[];
  /** Told when something starts or ends (not per keystroke). */
  subscribeActivity(listener: () => void): () => void;
  /** The event stream: nothing is built while no one listens and no `onEvent` is set. */
  subscribeEvents(listener: (event: SessionEvent) => void): () => void;
  /** Nothing is out, nothing is due, and the last reply is applied. */
  isSettled(): boolean;
  /**
   * Resolves once the form is settled (see `isSettled`); rejects after `timeoutMs` (default 5000,
   * on the session's clock) with an error naming what is still out. Never hangs.
   */
  whenSettled(options?: { timeoutMs?: number }): Promise<void>;
  /** Begin loading (once); returns the stop that aborts what is under way. */
  start(): () => void;
  retryLoad(): Promise<void>;
  /** Re-call again after a failed re-call or command (a 5xx, a dropped line, a refused token). */
  retryUpdate(): Promise<void>;
  /** The user typed: the value is kept; a `requiresUpdate` field re-calls after the pause. */
  typed(key: string, value: unknown): void;
  /** The user chose: a `requiresUpdate` field re-calls now, or after the burst settles. */
  chose(key: string, value: unknown): void;
  /** Focus left a typed field: a pending re-call goes now. */
  left(key: string): void;
  /** Run a field command (spec 2.7) with the envelope; the reply replaces it. */
  runCommand(item: FieldItem, command: string): Promise<void>;
  /** Remove a removable group and re-call with the envelope without it. */
  removeField(item: FieldItem): Promise<void>;
  /** Fill fields by property where the user has not typed; they get the `scanned` marker. */
  prefill(values: Record<string, JsonValue>): void;
  /**
   * Undo the last step (a run of typing in one field, a choice, a receipt with what its scan
   * filled; ARCHITECTURE.md "History"): its fields get their earlier values, a `requiresUpdate`
   * field re-calls, and a field that reply brings back gets the value the user had left in it.
   * Steps run one after another (each re-call answered first). Nothing before a successful save,
   * a command or a reload can be undone. In React, focus goes to the field and a polite status
   * says what was undone.
   */
  undo(): Promise<void>;
  /** Redo the step undone last (the same way forward). A new change drops what could be redone. */
  redo(): Promise<void>;
  /**
   * There is a step to undo, as of this read (`history()` and `subscribeHistory` tell changes;
   * `useFormHistory()` renders when it changes).
   */
  readonly canUndo: boolean;
  /** There is a step to redo, as of this read. */
  readonly canRedo: boolean;
  /** What undo and redo parts show; the same object until it changes (not per keystroke). */
  history(): HistorySnapshot;
  subscribeHistory(listener: () => void): () => void;
  /** Put the offered draft's values (`draftOffer`) over the server's envelope (re-calls included). */
  restoreDraft(): Promise<void>;
  /** Drop the offered draft: the server's envelope stays as loaded. */
  discardDraft(): void;
  /** Write a pending draft now (the page is being hidden). */
  flushDraft(): void;
  /** Check, then create the report. Does nothing while a submit is under way. */
  submit(): Promise<void>;
  /** Submit again with `saveDespiteWarnings=true` (after a warnings-only reply). */
  saveAnyway(): Promise<void>;
  /**
   * `unconfirmed` only: the user checked that the report was not saved and saves it again, as a
   * new attempt (a new key). `submit()` never sends while the outcome is unknown.
   *
   * @example
   * {form.submitState === 'unconfirmed' ? <button onClick={() => void form.saveAgain()}>Save it again</button> : null}
   */
  saveAgain(): Promise<void>;
  /**
   * `queued` only: send the save that waits on the device now (the page offers it after a reload;
   * it also goes out by itself on the `online` event). Once across tabs.
   *
   * @example
   * {form.queuedSave?.resumed ? <button onClick={() => void form.sendQueuedSave()}>Send it now</button> : null}
   */
  sendQueuedSave(): Promise<void>;
  /**
   * `queued` only: the save no longer waits; the values stay on screen and in the draft.
   *
   * @example
   * {form.submitState === 'queued' ? <button onClick={form.cancelQueuedSave}>Cancel</button> : null}
   */
  cancelQueuedSave(): void;
  /**
   * `unconfirmed` only: ask `confirmSave` again (the app's list may have caught up; `checkingSave`
   * while it looks).
   */
  checkSave(): Promise<void>;
  /** A `confirmSave` is given, so `checkSave()` can ask it. */
  canCheckSave(): boolean;
  /** After a 409: load the server's version and re-apply the user's changes on top. */
  reloadKeepingChanges(): Promise<void>;
  /** The first shown field with an error (not a warning), in server order. */
  firstErrorKey(): string | null;
  /** Change settings; a new locale re-writes typed numbers in its format. */
  configure(settings: Partial<FormSessionSettings>): void;
  valueContext(): ValueContext;
  readonly transport: FieldsTransport;
}
