import type { ValueContext } from '../../values/formValues';
import { createSubscribable, type Subscribable } from '../../base/subscribable';
import { systemClock, type Clock } from '../ports/clock';
import { browserNetwork, type NetworkPort } from '../ports/network';
import { createEnvelopeIndex, type EnvelopeIndex } from '../state/envelopeIndex';
import { INITIAL_SESSION_STATE, type FormSessionState } from '../state/sessionState';
import type { DraftEvent } from '../state/sessionEvents';
import { createExchangeLog, type ExchangeLog } from '../events/exchangeLog';
import { createFieldMessages, type FieldMessages } from '../store/fieldMessages';
import type { FieldStore } from '../store/fieldStore';
import { initialSettings } from './settings';
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

/**
 * The few facts every part of a session shares (ARCHITECTURE.md "The engine"), each with one
 * writer: the settings (the session's `configure`), the screen state (`setState`), the errors
 * held until `start()` (`report`, `releaseHeld`), and what every part reads and changes through
 * its own methods only: the store of values, the envelope index, the exchange log (the event
 * stream) and the messages. What a part alone needs it keeps itself
 * (the re-call out, the load out, the save under way, the queued save, the unknown outcome...),
 * and parts that act through each other are handed to each other when the session is made.
 */
export interface SessionContext {
  /** Written only by the session's `configure`. */
  settings: FormSessionSettings;
  /** What the screen shows; written only through `setState`. */
  readonly state: FormSessionState;
  setState(patch: Partial<FormSessionState>): void;
  /** Listeners of `state`. */
  readonly changes: Subscribable;
  /** Told when any value or the envelope changes (each keystroke too): `subscribeValues`. */
  readonly values: Subscribable;
  readonly store: FieldStore;
  readonly index: EnvelopeIndex;
  readonly log: ExchangeLog;
  readonly messages: FieldMessages;
  readonly clock: Clock;
  readonly network: NetworkPort;
  /** This page's name among tabs (the save lock, a draft written elsewhere). */
  readonly tab: string;
  /** An error for `onError`: held until `start()` (a render or a server calls no app code). */
  report(error: unknown): void;
  /**
   * From now on errors go to `onError` at once; those held until now go first, in order.
   * `ifNone`: only when nothing was held so far (else they wait for `start()`).
   */
  releaseHeld(ifNone?: boolean): void;
  valueContext(): ValueContext;
  draftEvent(action: DraftEvent['action']): void;
}

/**
 * A session's shared facts: the settings, the screen state, the store, the envelope index, the
 * exchange log and the messages.
 *
 * @example
 * const context = createSessionContext({ transport, store: createMemoryStore() });
 * context.setState({ updating: true });
 */
export function createSessionContext(options: FormSessionOptions): SessionContext {
  const { store, clock = systemClock, network = browserNetwork() } = options;
  // What the session is told again at each render (`configure`); the rest is read once.
  const given = Object.fromEntries(
    Object.entries(options).filter(([name]) => !ONCE.has(name)),
  ) as Partial<FormSessionSettings>;
  const changes = createSubscribable();
  const tab = Math.random().toString(36).slice(2);
  /** Errors met before `start()`, in order; null once they go to `onError` at once. */
  let held: unknown[] | null = [];
  let state: FormSessionState = INITIAL_SESSION_STATE;
  const context: SessionContext = {
    settings: initialSettings({ ...given, transport: options.transport }),
    get state() {
      return state;
    },
    setState(patch) {
      // A patch that changes nothing notifies no one (a mount's "no draft found" renders nothing).
      const names = Object.keys(patch) as (keyof FormSessionState)[];
      if (names.every((name) => Object.is(state[name], patch[name]))) return;
      const next = { ...state, ...patch };
      state = next;
      changes.notify();
      context.log.emit(() => ({ type: 'state', at: Date.now(), state: next }));
    },
    changes,
    values: createSubscribable(),
    store,
    index: createEnvelopeIndex(),
    log: createExchangeLog(() => context.settings),
    messages: createFieldMessages(store, () => ({
      context: context.valueContext(),
      describe: context.settings.describeProblem,
    })),
    clock,
    network,
    tab,
    report(error) {
      if (held) held.push(error);
      else context.settings.onError?.(error);
    },
    releaseHeld(ifNone) {
      const early = held ?? [];
      if (ifNone && early.length) return;
      held = null;
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
  return context;
}
