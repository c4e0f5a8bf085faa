import { wireReport } from '../../http/wireReport';
import { ExpenseApiError } from '../../wire/errors';
import type {
  Activity,
  ExchangeEvent,
  ExchangeKind,
  ExchangePhase,
  SessionEvent,
} from '../state/sessionEvents';
import { tellEvent } from './tellEvent';
import { createSubscribable } from '../../base/subscribable';

/** One exchange under way: ends once, with the phase it ended in. */
export interface OpenExchange {
  readonly id: number;
  end(
    phase: Exclude<ExchangePhase, 'sent'>,
    detail?: { reply?: unknown; error?: unknown; edited?: Iterable<string>; wonBy?: number },
  ): void;
}

/** What a session knows of its exchanges: what is out now, and the events of each. */
export interface ExchangeLog {
  begin(
    kind: ExchangeKind,
    detail?: {
      request?: unknown;
      trigger?: string | null;
      label?: string;
      /** What the request line names beyond its kind (a command, "save anyway"). */
      names?: { command?: string; saveDespiteWarnings?: boolean };
    },
  ): OpenExchange;
  /**
   * Something is due that keeps the form unsettled though no request is out yet (or null: it no
   * longer is): a re-call waiting for the typing pause (`recallDue`), a save waiting on the device
   * that is going out, its tab waiting for the save lock (`saveDue`).
   */
  due(label: string | null, kind?: 'recallDue' | 'saveDue'): void;
  /** Tell the event listeners; `make` runs only when someone listens (events are free when off). */
  emit(make: () => SessionEvent): void;
  listening(): boolean;
  /** Something `settled` reads outside the log changed (a save ended): tell the watchers. */
  touch(): void;
  /** What is out now; the same array until something starts or ends. */
  activity(): readonly Activity[];
  subscribeActivity(listener: () => void): () => void;
  subscribeEvents(listener: (event: SessionEvent) => void): () => void;
}

/** How the transport names the request of an exchange kind (for labels), when it can. */
export type DescribeExchange = (
  kind: ExchangeKind,
  names?: { command?: string; saveDespiteWarnings?: boolean },
) => string | undefined;

const WORDS: Record<ExchangeKind, string> = {
  load: 'load',
  recall: 're-call',
  command: 'command',
  save: 'save',
  reload: 'reload',
  confirm: 'confirmSave',
  upload: 'upload',
  list: 'list values',
  draft: 'draft lookup',
};

/** What the log reads of the session's settings when it labels a request or tells an event. */
export interface LogSettings {
  transport: { describe?: DescribeExchange };
  onEvent?: ((event: SessionEvent) => void) | undefined;
}

/**
 * The exchange bookkeeping of a session (what is out, and the event stream). Keeping
 * what is out costs a map entry per request; events are built only while someone listens, so a
 * session without listeners keeps none (ARCHITECTURE.md "Events and activity"). It reads the
 * settings as they are at each call (`configure` replaces them).
 *
 * @example
 * const log = createExchangeLog(() => ({ transport: {} }));
 * const exchange = log.begin('recall', { request: body, trigger: key });
 * exchange.end('applied', { reply });
 */
export function createExchangeLog(settings: () => LogSettings): ExchangeLog {
  const onEvent = () => settings().onEvent;
  const out = new Map<number, Activity>();
  let listed: readonly Activity[] = [];
  const dueNow = new Map<Activity['kind'], Activity>();
  const activityListeners = createSubscribable();
  const eventListeners = createSubscribable<SessionEvent>();
  let ids = 0;

  const changed = () => {
    listed = [...dueNow.values(), ...out.values()];
    activityListeners.notify();
  };
  const listening = () => eventListeners.listened() || onEvent() !== undefined;
  /** The app's `onEvent` first, then the subscribers. */
  const emit = (make: () => SessionEvent) => {
    // No listener: no event is made (a state change of a form without devtools).
    const given = onEvent();
    tellEvent(listening() ? (event) => (given?.(event), eventListeners.notify(event)) : null, make);
  };

  return {
    begin(kind, detail = {}) {
      const id = (ids += 1);
      const sentAt = Date.now();
      const line = settings().transport.describe?.(kind, detail.names) ?? null;
      const label = `${WORDS[kind]}${prefixed(detail.label ?? line ?? undefined)}`;
      out.set(id, { id, kind, label, since: sentAt });
      changed();
      const base = {
        type: 'exchange' as const,
        id,
        kind,
        sentAt,
        label,
        trigger: detail.trigger ?? null,
        request: detail.request ?? null,
        requestLine: line,
      };
      const event = (phase: ExchangePhase, extra: Partial<ExchangeEvent> = {}): ExchangeEvent => {
        const at = Date.now();
        return {
          ...base,
          phase,
          at,
          durationMs: at - sentAt,
          reply: null,
          error: null,
          status: null,
          requestHeaders: {},
          edited: [],
          wonBy: null,
          ...extra,
        };
      };
      emit(() => event('sent'));
      let ended = false;
      return {
        id,
        end(phase, extra = {}) {
          if (ended) return;
          ended = true;
          out.delete(id);
          changed();
          emit(() => {
            // What the client reports it sent and the status it got, noted on the reply or error.
            const wire = wireReport(extra.error ?? extra.reply);
            return event(phase, {
              reply: extra.reply ?? null,
              error: extra.error ?? null,
              status: statusOf(extra.error) ?? wire?.status ?? null,
              requestLine: wire?.requestLine ?? base.requestLine,
              requestHeaders: wire?.headers ?? {},
              edited: extra.edited ? [...extra.edited] : [],
              wonBy: extra.wonBy ?? null,
            });
          });
        },
      };
    },
    due(label, kind = 'recallDue') {
      if ((label === null) === !dueNow.has(kind)) return;
      if (label === null) dueNow.delete(kind);
      else dueNow.set(kind, { id: 0, kind, label, since: Date.now() });
      changed();
    },
    emit,
    listening,
    touch: changed,
    activity: () => listed,
    subscribeActivity: activityListeners.subscribe,
    subscribeEvents: eventListeners.subscribe,
  };
}

const prefixed = (text: string | undefined) => (text ? ` ${text}` : '');

function statusOf(error: unknown): number | null {
  return error instanceof ExpenseApiError ? error.status : null;
}
