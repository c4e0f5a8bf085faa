import type { FormSession } from '../../core/session/context/formSession';
import type {
  DraftEvent,
  ExchangeEvent,
  SessionEvent,
} from '../../core/session/state/sessionEvents';
import type { FieldsEnvelope } from '../../core/wire/model/types';
import { isParsedEnvelope } from '../exchanges/isParsedEnvelope';
import { createSubscribable } from '../../core/base/subscribable';

/** One exchange as the panel lists it: its `sent` event, its end (once it ended), its winner. */
export interface ExchangeRow {
  id: number;
  sent: ExchangeEvent;
  /** The event that ended it; null while it is out. */
  end: ExchangeEvent | null;
  /**
   * A stale one: the exchange whose reply replaced it (`wonBy`, or in a burst the next applied
   * exchange of its kind, once that one is applied).
   */
  winner: number | null;
  /** The envelope the reply is compared with: what was sent, or what was shown when it left. */
  before: FieldsEnvelope | null;
}

/** What the panel shows of the history: the same object until something is recorded. */
export interface DevtoolsHistory {
  rows: readonly ExchangeRow[];
  drafts: readonly DraftEvent[];
}

/** The history kept while the panel is open: see {@link createDevtoolsLog}. */
export interface DevtoolsLog {
  subscribe(listener: () => void): () => void;
  getSnapshot(): DevtoolsHistory;
  clear(): void;
}

/**
 * The panel's history of one session, from its event stream: the exchanges (newest last, at most
 * `limit`) and the draft's life. It listens to the session only while someone subscribes to it (the
 * stream is free when no one listens), so the history starts when the panel first shows.
 *
 * @example
 * const log = createDevtoolsLog(session);
 * const history = useSyncExternalStore(log.subscribe, log.getSnapshot);
 */
export function createDevtoolsLog(session: FormSession, limit = 200): DevtoolsLog {
  let history: DevtoolsHistory = { rows: [], drafts: [] };
  const listeners = createSubscribable();
  const commit = (next: DevtoolsHistory) => {
    history = next;
    listeners.notify();
  };

  const ended = (event: ExchangeEvent) => {
    const applied = event.phase === 'applied';
    // Sent before the panel listened (the load of a form the panel mounted with): its end tells all.
    const known = history.rows.some((row) => row.id === event.id)
      ? history.rows
      : [...history.rows, rowOf({ ...event, phase: 'sent', at: event.sentAt, durationMs: 0 }, null)]
          .sort((a, b) => a.id - b.id)
          .slice(-limit);
    const rows = known.map((row) => {
      if (row.id === event.id)
        return { ...row, end: event, winner: event.phase === 'stale' ? event.wonBy : null };
      // A burst's stale replies lost to the next applied exchange of their kind.
      const lost =
        applied &&
        row.end?.phase === 'stale' &&
        row.winner === null &&
        row.id < event.id &&
        row.sent.kind === event.kind;
      return lost ? { ...row, winner: event.id } : row;
    });
    commit({ ...history, rows });
  };

  const record = (event: SessionEvent) => {
    if (event.type === 'draft') commit({ ...history, drafts: [...history.drafts, event] });
    if (event.type !== 'exchange') return;
    if (event.phase !== 'sent') return ended(event);
    const row = rowOf(event, session.getSnapshot().envelope);
    commit({ ...history, rows: [...history.rows, row].slice(-limit) });
  };
  let stop: (() => void) | null = null;

  return {
    subscribe(listener) {
      const unsubscribe = listeners.subscribe(listener);
      stop ??= session.subscribeEvents(record);
      return () => {
        unsubscribe();
        if (listeners.listened() || !stop) return;
        stop();
        stop = null;
      };
    },
    getSnapshot: () => history,
    clear: () => commit({ rows: [], drafts: [] }),
  };
}

const logs = new WeakMap<FormSession, DevtoolsLog>();

/**
 * The one history of a session on the page: every `<FieldsDevtools>` that shows it (in its form,
 * or outside all forms, listing the page's forms) shares it, so a form chosen later shows what it
 * did since the devtools mounted.
 *
 * @example
 * const log = devtoolsLogOf(session);
 */
export function devtoolsLogOf(session: FormSession): DevtoolsLog {
  let log = logs.get(session);
  if (!log) {
    log = createDevtoolsLog(session);
    logs.set(session, log);
  }
  return log;
}

/** A new row: its reply is compared with what was sent, else with what was shown when it left. */
function rowOf(sent: ExchangeEvent, shown: FieldsEnvelope | null): ExchangeRow {
  const before = isParsedEnvelope(sent.request) ? sent.request : shown;
  return { id: sent.id, sent, end: null, winner: null, before };
}
