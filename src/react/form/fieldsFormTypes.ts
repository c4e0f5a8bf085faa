import type { Control } from 'react-hook-form';
import type { FormValues } from '../../core/values/formValues';
import type { ListNames } from '../../core/values/listNames';
import type { ListQuery, SavedObject } from '../../core/http/client';
import type { Clock } from '../../core/session/ports/clock';
import type { DraftStorage } from '../../core/session/drafts/draftStorage';
import type { ImageLimits } from '../../core/receipts/imageLimits';
import type {
  FormActions,
  FormSession,
  SessionField,
} from '../../core/session/context/formSession';
import type { FieldStore } from '../../core/session/store/fieldStore';
import type { NetworkPort } from '../../core/session/ports/network';
import type { FormSessionState, SubmitState } from '../../core/session/state/sessionState';
import type { SaveAttempt, SaveConfirmation } from '../../core/session/state/saveAttempts';
import type { SessionEvent } from '../../core/session/state/sessionEvents';
import type { CustomFieldList, FieldsEnvelope, JsonObject } from '../../core/wire/model/types';
import type {
  FieldName,
  IsUntyped,
  RegisteredFields,
  UntypedFields,
  WireValues,
} from '../../core/wire/register';
import type { FormMessages } from '../../i18n/messages';
import type { FieldsSource, FieldsTransport } from '../../core/http/transport';
import type { SaveReview } from '../review/saveReview';

export type { SubmitState };

/**
 * The engine of a form kind (ARCHITECTURE.md "Generated types"): its reads of a property take
 * only the kind's generated names and give its wire types (`field`, `wireValues`). Without
 * generated types it is the session as it is.
 *
 * @example
 * const form = report.useFieldsForm({ source });
 * const values: WireValues<ReportFields> = form.engine.wireValues();
 */
export type TypedFormSession<Fields extends object = RegisteredFields> =
  IsUntyped<Fields> extends true
    ? FormSession
    : Omit<FormSession, 'field' | 'wireValues'> & {
        /** The property's field in the current envelope (its first shown occurrence). */
        field(property: FieldName<Fields>): SessionField | undefined;
        /** The values a save would send now, by property, with their wire types. */
        wireValues(): WireValues<Fields>;
      };

/**
 * Options of `useFieldsForm` and `<FieldsForm>`; `Fields` is the form kind's generated interface
 * (ARCHITECTURE.md "Generated types"), which types what `onSubmitted` is given.
 */
export interface UseFieldsFormOptions<Fields extends object = RegisteredFields> {
  /** Where the envelope comes from. */
  source: FieldsSource;
  /**
   * BCP 47 locale: number and date formats (by the full tag), built-in strings (by its language:
   * en, sv, pt, nb, da, fi, de, fr, nl, es, pl) and the `Accept-Language` of every request. A new
   * one loads the envelope again in it, keeping every value typed. Default `en`.
   */
  locale?: string;
  /** Replacements of built-in strings. */
  messages?: Partial<FormMessages>;
  /**
   * Called with the saved report (spec 2.8), or the saved expense on an expense endpoint, and the
   * wire values the save stored, by property (typed by the form kind's generated names).
   */
  onSubmitted?: (saved: SavedObject, sent: WireValues<Fields>) => void;
  /**
   * Called with every failure the form shows (load, re-call, command, submit); once per save the
   * user asks for, however the library retries or confirms it.
   */
  onError?: (error: unknown) => void;
  /**
   * Look a report up when its save's outcome is unknown (the reply was lost and no idempotency key
   * protects a repeat): answer `{ saved: true, report }` when your list has it (the form
   * ends saved, `onSubmitted` is called), `{ saved: false }` when it surely has not (Try again is
   * then safe). Without it, or when it rejects, the form says the outcome is unknown and offers
   * "Save it again" as a separate, explicit action.
   */
  confirmSave?: (attempt: SaveAttempt) => Promise<SaveConfirmation>;
  /**
   * Every exchange (load, re-call, command, save, reload, draft lookup, upload, list values) with
   * its phases, every draft, message and state change, for your own logging or metrics
   * (ARCHITECTURE.md "Events and activity"). Unset, the form builds no event; removing
   * it stops the calls.
   *
   * @example
   * <FieldsForm source={source} onEvent={(event) => {
   *   if (event.type === 'exchange' && event.phase === 'failed') metrics.count(event.kind);
   * }} />
   */
  onEvent?: (event: SessionEvent) => void;
  /** Pause after typing in a `requiresUpdate` field before the re-call, in ms. Default 800. */
  recallDelayMs?: number;
  /**
   * Quiet time after a choice changes while a re-call is out, in ms. Default 150. The change
   * makes the reply being waited for stale, so it is aborted at once and one re-call follows when
   * the choices settle: twenty clicks in a second cost two requests, not twenty.
   */
  recallBurstMs?: number;
  /** The clock of future-date checks. */
  now?: () => Date;
  /**
   * The timers of the form: re-call pauses, draft writes, the LIST search pause. Default the
   * platform's (`systemClock`); a test gives a fake one. Read once, when the form's session starts.
   */
  clock?: Clock;
  /**
   * The device's network: whether it is offline, and when it comes back. Default the browser's
   * (`navigator.onLine` and the `online` event); a test gives `manualNetwork()`. Read once, when
   * the form's session starts.
   */
  network?: NetworkPort;
  /** Show every field without letting it be edited (a view of the report). */
  readOnly?: boolean;
  /**
   * Keep an undo history (`undo()`, `redo()`, `Ctrl`/`Cmd`+`Z`; ARCHITECTURE.md "History").
   * Default true.
   */
  history?: boolean;
  /** Ask before the page is left with unsaved changes (`beforeunload`). Default true. */
  guardUnload?: boolean;
  /**
   * Save first shows what changed since the form was loaded, with "Confirm and save" and "Back to
   * editing" (ARCHITECTURE.md "Review and changes"). `<SubmitButton />` (in the default layout
   * too) draws the step; a save the form's own checks refuse shows its errors and never asks.
   * Default false.
   */
  reviewBeforeSave?: boolean;
  /**
   * Keep a draft of the user's changes in IndexedDB and offer it after a reload (default on;
   * `false` turns it off). Give `scope` (the signed-in user's id) on shared machines.
   */
  drafts?: false | DraftOptions;
  /**
   * Photos above these limits are re-encoded before upload (EXIF orientation kept, QR codes read
   * from the original first); `false` sends them as picked. Default: longest edge 2400 px, 1.5 MB.
   */
  receiptImages?: ImageLimits | false;
  /**
   * The envelope the server already has (server rendering, ARCHITECTURE.md "Server rendering"):
   * a parsed one or the service's raw JSON, read with the client's wire names. The first render,
   * on the server and in the browser alike, shows its fields and no load is made; re-calls, the
   * draft offer and the unload guard start after hydration. One that does not parse shows the
   * load failure. Read once, when the form's session starts.
   */
  initialEnvelope?: FieldsEnvelope | JsonObject;
}

/** How the form keeps drafts (the `drafts` option). */
export interface DraftOptions {
  /** Whose drafts these are (a user id): one user never sees another's. Default `''`. */
  scope?: string;
  /** Where drafts are kept. Default IndexedDB (`indexedDbDrafts()`). */
  storage?: DraftStorage;
  /** A draft older than this is dropped, in ms. Default 7 days. */
  maxAgeMs?: number;
  /** Time from an edit to its draft write, in ms. Default 1000. */
  saveDelayMs?: number;
}

/**
 * What a field needs from its form, stable for the form's life: the engine's own `keyOf`,
 * `runCommand`, `removeField`, `prefill` and `valueContext`, and the page's wiring.
 */
export interface FieldSession extends Pick<
  FormSession,
  'keyOf' | 'runCommand' | 'removeField' | 'prefill' | 'valueContext'
> {
  /** The form's react-hook-form control, with the loaded envelope's values (read when needed). */
  control: Control<FormValues>;
  /** The framework-free engine: values, messages, re-calls and submits (`typed`, `chose`, `left`). */
  engine: FormSession;
  /**
   * The form's store, read only: a field listens to its key there and reads its value and message
   * from it when told, without the session in between (ARCHITECTURE.md "The walks").
   */
  store: Pick<FieldStore, 'get' | 'message' | 'subscribe'>;
  /** A native input of a key mounts (null: unmounts); the form writes the values it sets there. */
  attach(key: string, element: HTMLElement | null): void;
  /** DOM id of a field's control. */
  domId(key: string): string;
  /** The transport's upload, or null when it cannot upload. */
  upload: FieldsTransport['upload'] | null;
  /** Values of a LIST url through the transport; null when the transport has no list source. */
  loadList(
    url: string,
  ): ((query: ListQuery, signal: AbortSignal) => Promise<CustomFieldList>) | null;
  /**
   * The names of LIST values the form has seen (ARCHITECTURE.md "Review and changes"): its LIST
   * controls tell it what the user picked and what they looked up; the change summary and the
   * review read it.
   */
  listNames: ListNames;
  /** When receipts' photos are made smaller before upload (`receiptImages`). */
  imageLimits: ImageLimits | false | undefined;
  /** The session's timers: controls that wait (the LIST search pause) wait on them too. */
  clock: Clock;
  /** The review step of `reviewBeforeSave`, which `<SubmitButton>` draws. */
  saveReview: SaveReview;
}

/**
 * The headless form: everything `<FieldsForm>` draws, for custom report screens; `Fields` types
 * its engine's reads of a property (ARCHITECTURE.md "Generated types"). Its state is the
 * session's snapshot; its actions (`FormActions`: `saveAnyway`, `undo`, `isDirty`, ...) are the
 * engine's own functions, declared once by `FormSession`.
 */
export interface FieldsFormApi<Fields extends object = RegisteredFields>
  extends Omit<FormSessionState, 'focusRequest'>, FormActions {
  /** Loads the envelope again after a failure. */
  retryLoad(): void;
  /** Sends the last re-call again after it failed (the values are as the user left them). */
  retryUpdate(): void;
  /**
   * The engine behind the form: the one handle for code of your own (values, messages, activity,
   * `whenSettled`, events). `session.engine` and the headless parts read the same object.
   *
   * @example
   * const form = useFieldsForm({ source });
   * await form.engine.whenSettled();
   */
  engine: TypedFormSession<Fields>;
  /**
   * @deprecated Read `engine` for the engine. This is not the engine but what fields are wired
   * with (DOM ids, native inputs, uploads, list loaders), kept for code that placed fields by hand.
   */
  session: FieldSession;
  /**
   * @deprecated The form's react-hook-form control (`useWatch`, `useController`), kept for code
   * written against it; read values through `engine.value(key)` and `useField`. The values of a
   * loaded envelope reach it when the page is idle after the form is drawn, or when this is read.
   */
  control: Control<FormValues>;
  locale: string;
  messages: FormMessages;
  /**
   * Validate and submit. Does nothing while a submit is under way. With `reviewBeforeSave`, a save
   * the form's own checks let through opens the review step instead (`reviewing`); the step's
   * Confirm (`confirmReview()`) saves. `engine.submit()` is always the plain save.
   */
  submit(): Promise<void>;
  /** The review step of `reviewBeforeSave` is on screen, waiting for Confirm or Back. */
  reviewing: boolean;
  /** Save what the review step shows; resolves when the save has ended. */
  confirmReview(): Promise<void>;
  /** Close the review step: back to editing, every value kept. */
  cancelReview(): void;
  /** Focus the first field with an error, or the summary. */
  focusFirstError(): void;
  /** The form only shows its fields. */
  readOnly: boolean;
}

/** The headless form as the library's own parts hold it: any property, any value. */
export type AnyFieldsFormApi = FieldsFormApi<UntypedFields>;
