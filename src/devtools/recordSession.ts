import type { FormSession } from '../core/session/formSession';
import type { ExchangeEvent } from '../core/session/sessionEvents';
import { toWire } from '../core/wire/envelope';
import { ExpenseApiError } from '../core/wire/errors';
import { mapFields } from '../core/wire/fieldIndex';
import { isJsonObject } from '../core/wire/json';
import type { FieldsEnvelope, JsonObject, JsonValue } from '../core/wire/types';
import type { WireNames } from '../core/wire/wireNames';
import type { RecordedExchange, RecordedKind, RecordedScenario } from '../mock/recordedScenario';
import { isParsedEnvelope } from './isParsedEnvelope';

/** Options of {@link recordSession}. */
export interface RecordSessionOptions {
  /**
   * The value to keep for a field's value, or a saved object's attribute, by its property: blank
   * out names, e-mail addresses, card numbers, tokens a field may carry. Default: kept as is. The
   * recording never holds a header, so the `Authorization` token is never in it.
   */
  redact?: (property: string, value: JsonValue) => JsonValue;
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
  const wire = (envelope: FieldsEnvelope): JsonObject =>
    toWire(
      mapFields(envelope, (item) => ({ ...item, value: redact(item.property, item.value) })),
      wireNames ? { wireNames } : {},
    );
  /** A reply as the service sent it: an envelope written back, an object with each attribute redacted. */
  const body = (value: unknown): JsonValue => {
    if (isParsedEnvelope(value)) return wire(value);
    const json = JSON.parse(JSON.stringify(value ?? null)) as JsonValue;
    if (!isJsonObject(json)) return json;
    return Object.fromEntries(
      Object.entries(json).map(([key, entry]) => [key, redact(key, entry)]),
    );
  };

  const recorded: { id: number; exchange: RecordedExchange }[] = [];
  const shown = session.getSnapshot().envelope;
  if (shown) {
    recorded.push({
      id: 0,
      exchange: { kind: 'load', request: null, status: 200, reply: wire(shown), phase: 'applied' },
    });
  }

  const unsubscribe = session.subscribeEvents((event) => {
    if (event.type !== 'exchange') return;
    const kind = KINDS[event.kind];
    const answered = answerOf(event);
    if (!kind || !answered) return;
    const request = kind === 'load' ? null : body(event.request);
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
      const refused = kind === 'save' && isParsedEnvelope(reply);
      return {
        phase,
        status: refused ? 400 : 200,
        reply: phase === 'stale' && reply === null ? undefined : body(reply),
      };
    }
    if (phase !== 'failed' || !(error instanceof ExpenseApiError) || error.status === 0)
      return null;
    const { status, code, description } = error;
    return { phase, status, reply: { result: 'error', code, description } };
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
