import type { CreateReportResult } from '../../http/client';
import type { FieldsEnvelope } from '../../wire/model/types';
import type { SessionContext } from '../context/sessionContext';
import type { SaveAttempts } from '../state/saveAttempts';
import { saveFailure, type SaveFailure } from './saveFailure';

/** The pause before the library repeats a keyed create whose reply was lost. */
const LOST_REPLY_RETRY_MS = 1000;

/** What one try of a save came to: the service's answer, or the failure and what it means. */
export type SaveTry = { result: CreateReportResult } | { error: unknown; failure: SaveFailure };

/**
 * One try of the attempt. With a key, a lost reply is repeated once by the library itself after a
 * pause (the service answers the repeat with the first result); without one it never is.
 *
 * @example
 * const tried = await trySave(context, attempts, body, { saveDespiteWarnings: false, key, keyed: true });
 */
export async function trySave(
  context: SessionContext,
  /** The attempt this try belongs to: told when the try may have reached the service. */
  attempts: SaveAttempts,
  body: FieldsEnvelope,
  options: { saveDespiteWarnings: boolean; key: string; keyed: boolean },
): Promise<SaveTry> {
  const { saveDespiteWarnings, key, keyed } = options;
  for (let repeat = 0; ; repeat += 1) {
    const offline = context.network.offline();
    const opened = context.log.begin('save', { request: body, names: { saveDespiteWarnings } });
    try {
      const result = await context.settings.transport.submit(body, {
        saveDespiteWarnings,
        signal: new AbortController().signal,
        idempotencyKey: key,
      });
      opened.end('applied', {
        reply: result.kind === 'created' ? result.report : result.envelope,
      });
      return { result };
    } catch (error) {
      opened.end('failed', { error });
      const failure = saveFailure(error, offline);
      if (failure === 'lost' || failure === 'keyReused') attempts.reached();
      if (failure !== 'lost' || !keyed || repeat > 0) return { error, failure };
      await new Promise<void>((resolve) => context.clock.setTimeout(resolve, LOST_REPLY_RETRY_MS));
    }
  }
}
