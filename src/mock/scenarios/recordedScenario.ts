import type { JsonValue } from '../../core/wire/model/types';

/** What a recorded exchange was: the exchange kinds a mock can answer again. */
export type RecordedKind = 'load' | 'recall' | 'command' | 'save' | 'list';

/** One request of a recorded session and the answer the service gave it. */
export interface RecordedExchange {
  kind: RecordedKind;
  /**
   * What was sent: the wire envelope (load: null; list: `{ url, query }`), after redaction. The
   * replay answers a request whose body equals it first, then the next one in order.
   */
  request: JsonValue;
  /**
   * The HTTP status the service answered: 200, 400 for a save refused with field errors, the
   * error's status for a failure (a failure with no answer, status 0, is not recorded).
   */
  status: number;
  /** The body of the answer: the wire envelope, the saved object, the list, or the error body. */
  reply: JsonValue;
  /** What the recorded form did with the answer (a stale reply was dropped there). */
  phase: 'applied' | 'stale' | 'failed';
}

/**
 * A session turned into a mock scenario (`recordSession` in `expense-fields/devtools`): plain
 * JSON, so it can be saved to a file and pasted into a story or a test. It holds envelopes and
 * replies only, never a header: no access token is in it.
 */
export interface RecordedScenario {
  format: 'expense-fields/recording@1';
  /** In the order the requests were sent. */
  exchanges: RecordedExchange[];
}
