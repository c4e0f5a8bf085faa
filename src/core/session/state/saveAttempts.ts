import type { SavedObject } from '../../http/client';
import type { FieldsEnvelope } from '../../wire/model/types';
import { newSaveKey } from '../ports/saveKey';

/** A create whose outcome is unknown, as the app's `confirmSave` is asked about it. */
export interface SaveAttempt {
  /** The attempt's idempotency key (on the wire only when the transport sends keys). */
  key: string;
  /** The envelope that was sent: look for an object with these values. */
  envelope: FieldsEnvelope;
  /** Why the outcome is unknown: the last try's failure (a dropped connection, a timeout). */
  error: unknown;
}

/** The app's answer to `confirmSave`: the object it found, or that there is none. */
export type SaveConfirmation = { saved: true; report: SavedObject } | { saved: false };

/** The key of the save attempt under way and what is known of it. */
export interface SaveAttempts {
  /** A save is sent: the attempt's key, made now when none is under way. */
  begin(): { key: string };
  /** The key of the attempt under way, or null between attempts (a draft stores it). */
  readonly current: string | null;
  /** A restored draft's key: the next save repeats that draft's attempt. */
  adopt(key: string): void;
  /** A try of this attempt may have reached the service (its reply was lost). */
  reached(): void;
  /** Some try of this attempt may have been applied by the service. */
  readonly mayHaveReached: boolean;
  /** The attempt is over (it succeeded, or the service refused it): the next save is a new one. */
  end(): void;
}

/**
 * One key per save attempt (ARCHITECTURE.md "Submit"): made when the attempt is first
 * sent, the same for every repeat of it (Try again, the library's own retry, a reload through the
 * draft), and a new one only once the attempt is over. A repeat with the same key is answered by
 * the service with the first result instead of a second object.
 *
 * @example
 * const attempts = createSaveAttempts();
 * const { key } = attempts.begin();
 * await transport.submit(body, { saveDespiteWarnings: false, signal, idempotencyKey: key });
 * attempts.begin().key === key; // Try again repeats the attempt under way
 * attempts.end();
 */
export function createSaveAttempts(makeKey: () => string = newSaveKey): SaveAttempts {
  let current: string | null = null;
  let reached = false;
  return {
    begin() {
      current ??= makeKey();
      return { key: current };
    },
    get current() {
      return current;
    },
    adopt(key) {
      current = key;
      // The draft's attempt may have been applied before the page went away.
      reached = true;
    },
    reached() {
      reached = true;
    },
    get mayHaveReached() {
      return reached;
    },
    end() {
      current = null;
      reached = false;
    },
  };
}
