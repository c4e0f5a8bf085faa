import type { FormSession } from '../../core/session/context/formSession';
import type { ExchangeEvent } from '../../core/session/state/sessionEvents';
import { toWire } from '../../core/wire/envelope';
import { ExpenseApiError } from '../../core/wire/errors';
import type { JsonValue } from '../../core/wire/model/types';
import { resolveWireNames, type WireNames } from '../../core/wire/wireNames';
import type {
  RecordedExchange,
  RecordedKind,
  RecordedScenario,
} from '../../mock/scenarios/recordedScenario';
import { isParsedEnvelope } from '../exchanges/isParsedEnvelope';
import { redactBody, type Redact } from '../exchanges/redactBody';

/** Options of {@link recordSession}. */
export interface RecordSessionOptions {
  /**
   * The value to keep in place of each value a recording holds, told its property and its path
   * in the body (`reply.fields[3].value[0].email`): blank out names, e-mail addresses, card
   * numbers, tokens a field may carry. It is asked for every part of a field's value (each name
   * of a recipient list), a field's preloaded list value and `errorText`, each `validationErrors`
   * message, and every attribute (at any depth) of a saved object, a list reply and its items, a
   * list query (its `searchText`) and an error body. Default: kept as is. The recording never
   * holds a header, so the `Authorization` token is never in it.
   */
  redact?: Redact;
  /** Wire names the envelopes are written back with (your client's); the defaults otherwise. */
  wireNames?: Partial<WireNames>;
}

/** A recording under way: see {@link recordSession}. */
export interface SessionRecording {
  /** What was recorded so far, as a mock scenario (a new plain JSON object on every call). */
  scenario(): RecordedScenario;
  /** Stop listening to the session; `scenario()` keeps what was recorded. */
  stop(): void;
}

/** The recorded kind of a session's exchange kind: a reload is a load; confirm and upload are not replayed. */
const KINDS: Partial<Record<ExchangeEvent['kind'], RecordedKind>> = {
  load: 'load',
  reload: 'load',
  recall: 'recall',
  command: 'command',
  save: 'save',
  list: 'list',
};

/**
 * Turns a real session into a mock scenario: every load, re-call, command, save and list query
 * with the answer the service gave (envelopes as the service wrote them, failures with their
 * status and error body), in the order they were sent. `createMockService({ scenario })` replays
 * it, so a bug seen in production becomes a story or a test. Start it before `start()` to have the
 * load; started later, the envelope on screen stands for it. It listens to the session's event
 * stream, so a recorded session builds its events (ARCHITECTURE.md "Devtools").
 *
 * @example
 * const recording = recordSession(session, {
 *   redact: (property, value) => (property === 'name' ? 'Redacted' : value),
 * });
 * // ... the user works ...
 * const mock = createMockService({ scenario: recording.scenario() });
 */
export function recordSession(
  session: FormSession,
  options: RecordSessionOptions = {},
): SessionRecording {
  const { redact = (_property: string, value: JsonValue) => value, wireNames } = options;
  const names = resolveWireNames(wireNames);
  /** A body as the service saw or sent it, redacted: an envelope written back with the wire names. */
  const body = (value: unknown, root: 'request' | 'reply'): JsonValue => {
    const kept = redactBody(value, root, redact, names);
    return isParsedEnvelope(kept) ? toWire(kept, { wireNames: names }) : kept;
  };

  const recorded: { id: number; exchange: RecordedExchange }[] = [];
  const shown = session.getSnapshot().envelope;
  if (shown) {
    recorded.push({
      id: 0,
      exchange: {
        kind: 'load',
        request: null,
        status: 200,
        reply: body(shown, 'reply'),
        phase: 'applied',
      },
    });
  }

  const unsubscribe = session.subscribeEvents((event) => {
    if (event.type !== 'exchange') return;
    const kind = KINDS[event.kind];
    const answered = answerOf(event);
    if (!kind || !answered) return;
    const request = kind === 'load' ? null : body(event.request, 'request');
    // A stale re-call whose reply never came: the replay echoes what it sent (it is dropped again).
    const reply = answered.reply === undefined ? request : answered.reply;
    recorded.push({
      id: event.id,
      exchange: { kind, request, status: answered.status, reply, phase: answered.phase },
    });
  });

  /** The status and body the service answered, or null when there was no answer to replay. */
  function answerOf(event: ExchangeEvent) {
    const { phase, reply, kind, error } = event;
    if (phase === 'applied' || phase === 'stale') {
      // The status the client reported; a transport of your own reports none, and then a save
      // refused with field errors stands as the 400 it must be, anything else as 200.
      const refused = kind === 'save' && isParsedEnvelope(reply);
      return {
        phase,
        status: event.status ?? (refused ? 400 : 200),
        reply: phase === 'stale' && reply === null ? undefined : body(reply, 'reply'),
      };
    }
    if (phase !== 'failed' || !(error instanceof ExpenseApiError) || error.status === 0)
      return null;
    const { status, code, description } = error;
    return { phase, status, reply: body({ result: 'error', code, description }, 'reply') };
  }

  return {
    scenario: () => ({
      format: 'expense-fields/recording@1',
      exchanges: [...recorded]
        .sort((a, b) => a.id - b.id)
        .map(({ exchange }) => structuredClone(exchange)),
    }),
    stop: unsubscribe,
  };
}
