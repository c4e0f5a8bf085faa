import type { ValueContext } from '../../values/formValues';
import type { FieldsEnvelope } from '../../wire/model/types';
import { createSubscribable, type Subscribable } from '../../base/subscribable';
import { systemClock, type Clock } from '../ports/clock';
import { browserNetwork, type NetworkPort } from '../ports/network';
import { createEnvelopeIndex, type EnvelopeIndex } from '../state/envelopeIndex';
import { createEditLog, type EditLog } from '../state/editLog';
import { createEditHistory, type EditHistory } from '../state/editHistory';
import { createSaveAttempts, type SaveAttempt, type SaveAttempts } from '../state/saveAttempts';
import { INITIAL_SESSION_STATE, type FormSessionState } from '../state/sessionState';
import type { DraftEvent } from '../state/sessionEvents';
import { createExchangeLog, type ExchangeLog, type OpenExchange } from '../events/exchangeLog';
import { createFieldMessages, type FieldMessages } from '../store/fieldMessages';
import type { FieldStore } from '../store/fieldStore';
import { createDraftKeeper, type DraftKeeper } from '../drafts/draftKeeper';
import type { DraftRestore, QueuedSave, SaveQueue, UnconfirmedSave } from '../drafts/draftStorage';
import type { ParkedUpload, ParkedUploads } from '../uploads/parkedUploads';
import { askedSave, type AskedSave } from '../state/askedSave';
import { initialSettings } from './settings';
import { draftFacts } from './draftFacts';
export { versionOf } from './versionOf';
import type { FormSessionOptions, FormSessionSettings } from './formSession';

/** The options read once, when the session is made: not settings. */
const ONCE: ReadonlySet<string> = new Set<keyof FormSessionOptions>([
  'store',
  'clock',
  'network',
  'drafts',
  'initialEnvelope',
  'wireNames',
]);

/** The re-call or command under way; `replaced` once a newer one takes its place. */
export interface OpenUpdate {
  controller: AbortController;
  seq: number;
  exchange: OpenExchange;
  replaced: boolean;
}

/**
 * The one state of a session (ARCHITECTURE.md "The engine"): every fact a part reads or writes
 * lives here, by name, so no part calls back into another to learn it. `state` is what the
 * screen shows (`setState` tells the listeners); the rest is the engine's own bookkeeping.
 */
export interface SessionContext {
  settings: FormSessionSettings;
  /** What the screen shows; written only through `setState`. */
  readonly state: FormSessionState;
  setState(patch: Partial<FormSessionState>): void;
  /** Listeners of `state`. */
  readonly changes: Subscribable;
  /** Told when any value or the envelope changes (each keystroke too): `subscribeValues`. */
  readonly values: Subscribable;
  /** The envelope as loaded or reloaded last: the base of the change summary. */
  loaded: FieldsEnvelope | null;
  readonly store: FieldStore;
  readonly index: EnvelopeIndex;
  /** The value each key had when it was last sent or received: a re-call is due when it differs. */
  readonly committed: Map<string, unknown>;
  readonly edits: EditLog;
  /** The undo history (ARCHITECTURE.md "History"): steps, the cursor, removed fields' values. */
  readonly history: EditHistory;
  readonly log: ExchangeLog;
  readonly messages: FieldMessages;
  readonly clock: Clock;
  readonly network: NetworkPort;
  /** The save attempt under way and its key (kept with the draft). */
  readonly attempts: SaveAttempts;
  /** This page's name among tabs (the save lock, a draft written elsewhere). */
  readonly tab: string;
  /** Drafts, when kept: the keeper writes, the restore offers, the queue holds a save offline. */
  readonly keeper: DraftKeeper | null;
  restore: DraftRestore | null;
  queue: SaveQueue | null;
  /** The save waiting on the device (the queue writes it; the draft keeps it): null when none. */
  queued: QueuedSave | null;
  /** Changes no save has stored yet (`isDirty`). */
  unsaved: boolean;
  loading: AbortController | null;
  update: OpenUpdate | null;
  /** The re-call or command sent last: the one a stale reply lost to. */
  latest: number;
  seq: number;
  submitting: boolean;
  /** The queued save is being sent (its outcome is left for the other tabs). */
  fromQueue: boolean;
  /** The `online` event came while the load had failed: send the queued save once loaded. */
  sendWhenLoaded: boolean;
  /** The save the user asked for last: it gets one callback, `onSubmitted` or `onError`. */
  asked: AskedSave;
  /** The create whose outcome is unknown, as `confirmSave` is asked about it. */
  unknown: { attempt: SaveAttempt; save: AskedSave } | null;
  /** A create without a key is out or lost its reply: kept with the draft (ARCHITECTURE.md "Drafts"). */
  outcomeUnknown: UnconfirmedSave | null;
  /** The checks of `confirmSave` asked for so far: only the latest one ends `checkingSave`. */
  checks: number;
  /** Receipts picked offline: the parking code once loaded, a draft's list until then. */
  parked: ParkedUploads | null;
  adopted: ParkedUpload[];
  /** Warnings already reported: each odd attribute is told once, not on every reply. */
  readonly warned: Set<string>;
  /** Errors met before `start()`: told then, so a render or a server calls no app code. */
  held: unknown[] | null;
  report(error: unknown): void;
  /** From now on errors go to `onError` at once; those held until now go first, in order. */
  releaseHeld(): void;
  valueContext(): ValueContext;
  draftEvent(action: DraftEvent['action']): void;
}

/**
 * A session's one state, with the parts every other part reads: the envelope index, the edit
 * log, the exchange log, the messages and, with drafts on, the draft keeper.
 *
 * @example
 * const context = createSessionContext({ transport, store: createMemoryStore() });
 * context.setState({ updating: true });
 */
export function createSessionContext(options: FormSessionOptions): SessionContext {
  const { store, clock = systemClock, network = browserNetwork(), drafts } = options;
  // What the session is told again at each render (`configure`); the rest is read once.
  const given = Object.fromEntries(
    Object.entries(options).filter(([name]) => !ONCE.has(name)),
  ) as Partial<FormSessionSettings>;
  const changes = createSubscribable();
  const tab = Math.random().toString(36).slice(2);
  const context: SessionContext = {
    settings: initialSettings({ ...given, transport: options.transport }),
    state: INITIAL_SESSION_STATE,
    setState(patch) {
      // A patch that changes nothing notifies no one (a mount's "no draft found" renders nothing).
      const names = Object.keys(patch) as (keyof FormSessionState)[];
      const { state } = context;
      if (names.every((name) => Object.is(state[name], patch[name]))) return;
      const next = { ...state, ...patch };
      (context as { state: FormSessionState }).state = next;
      changes.notify();
      context.log.emit(() => ({ type: 'state', at: Date.now(), state: next }));
    },
    changes,
    values: createSubscribable(),
    loaded: null,
    store,
    index: createEnvelopeIndex(),
    committed: new Map(),
    edits: createEditLog(),
    history: createEditHistory(),
    log: createExchangeLog(() => context.settings),
    messages: createFieldMessages(store, () => ({
      context: context.valueContext(),
      describe: context.settings.describeProblem,
    })),
    clock,
    network,
    attempts: createSaveAttempts(),
    tab,
    keeper: null,
    restore: null,
    queue: null,
    queued: null,
    unsaved: false,
    loading: null,
    update: null,
    latest: 0,
    seq: 0,
    submitting: false,
    fromQueue: false,
    sendWhenLoaded: false,
    asked: askedSave(),
    unknown: null,
    outcomeUnknown: null,
    checks: 0,
    parked: null,
    adopted: [],
    warned: new Set(),
    held: [],
    report(error) {
      if (context.held) context.held.push(error);
      else context.settings.onError?.(error);
    },
    releaseHeld() {
      const early = context.held ?? [];
      context.held = null;
      for (const error of early) context.report(error);
    },
    valueContext() {
      const { locale, now } = context.settings;
      return now ? { locale, now } : { locale };
    },
    draftEvent(action) {
      context.log.emit(() => ({ type: 'draft', action, at: Date.now() }));
    },
  };
  context.messages.subscribe(() =>
    context.log.emit(() => ({
      type: 'messages',
      at: Date.now(),
      messages: context.messages.list(context.state.fields),
    })),
  );
  if (drafts) {
    const keeper = createDraftKeeper(drafts, (values) => draftFacts(context, values), clock, tab);
    keeper.subscribe((event) =>
      event.type === 'written' ? context.draftEvent('written') : context.report(event.error),
    );
    (context as { keeper: DraftKeeper | null }).keeper = keeper;
  }
  return context;
}
