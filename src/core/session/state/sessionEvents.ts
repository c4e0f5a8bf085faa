import type { KeyedMessage } from '../store/fieldMessages';
import type { FormSessionState } from './sessionState';

/** What a session exchanges with its transport (ARCHITECTURE.md "Events and activity"). */
export type ExchangeKind =
  | 'load'
  | 'recall'
  | 'command'
  | 'save'
  | 'reload'
  | 'confirm'
  | 'upload'
  | 'list'
  /** The stored draft is looked up after a load (and a queued save restored from it). */
  | 'draft';

/**
 * Where an exchange stands. `sent`: it left (the only phase of an exchange still out). `applied`:
 * its reply is the form's now. `stale`: a newer exchange replaced it, its reply (if any) was
 * dropped. `aborted`: the form stopped it (unmount, a new load). `failed`: an error came back.
 * `queued`: a save was kept on the device to be sent when it is back online.
 */
export type ExchangePhase = 'sent' | 'applied' | 'stale' | 'aborted' | 'failed' | 'queued';

/** One phase of one exchange; `id` is shared by the `sent` event and the one that ends it. */
export interface ExchangeEvent {
  type: 'exchange';
  id: number;
  kind: ExchangeKind;
  phase: ExchangePhase;
  /** When this phase happened, ms since the epoch. */
  at: number;
  /** When the exchange was sent, ms since the epoch. */
  sentAt: number;
  /** ms from `sent` to this phase; 0 on `sent`. */
  durationMs: number;
  /** What the transport says about the request ("PUT /…/fields"), when it can say. */
  label: string;
  /**
   * The request as it went out, `METHOD url` (a command's name and "save anyway" in it): on `sent`
   * as the transport describes it; on the end, as the client reports it sent it (a list's query
   * too). Null when the transport cannot say (a transport of your own, a draft lookup).
   */
  requestLine: string | null;
  /**
   * The request's own headers as the client reports them (`Content-Type`, a create's
   * `Idempotency-Key`); never the access token. Empty on `sent` and when unknown.
   */
  requestHeaders: Readonly<Record<string, string>>;
  /** The form key whose change sent it, when one did. */
  trigger: string | null;
  /** What was sent: the envelope (load: null; list: url and query; upload: the file's facts). */
  request: unknown;
  /** What came back, on `applied` (the envelope, the saved object, the list, the content). */
  reply: unknown;
  /** The error, on `failed`. */
  error: unknown;
  /**
   * The HTTP status answered: of a reply (200, 201, a refused save's 400) as the client reports
   * it, of a failure (0: no answer). Null on `sent`, when no answer came (aborted, stale before
   * its reply), and for a transport that does not report it.
   */
  status: number | null;
  /** The keys the user edited while it was out (their values were kept over the reply's). */
  edited: readonly string[];
  /**
   * On `stale`: the exchange that replaced it; null when it was not sent yet (the winner of a burst
   * of choices goes after the quiet time: the next applied exchange of its kind).
   */
  wonBy: number | null;
}

/** The draft's life: offered after a load, written, restored, discarded, removed after a save. */
export interface DraftEvent {
  type: 'draft';
  action: 'offered' | 'written' | 'restored' | 'discarded' | 'removed';
  at: number;
}

/** The field messages changed (server, envelope validation, client check). */
export interface MessagesEvent {
  type: 'messages';
  at: number;
  messages: readonly KeyedMessage[];
}

/** The form-level state changed (status, envelope, submit state, offer). */
export interface StateEvent {
  type: 'state';
  at: number;
  state: FormSessionState;
}

/** Everything a session tells its event listeners (`subscribeEvents`, `onEvent`). */
export type SessionEvent = ExchangeEvent | DraftEvent | MessagesEvent | StateEvent;

/** An exchange still out, as `activity()` lists it. */
export interface Activity {
  id: number;
  kind: ExchangeKind | 'recallDue' | 'saveDue';
  /** "re-call PUT /…/fields", "a re-call is due after the typing pause". */
  label: string;
  /** When it was sent (or became due), ms since the epoch. */
  since: number;
}
