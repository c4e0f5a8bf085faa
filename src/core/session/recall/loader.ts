import type { FieldsEnvelope } from '../../wire/model/types';
import type { SessionContext } from '../context/sessionContext';
import { ensureEnvelope } from './envelopeReply';
import { adoptEnvelope } from './replies';

/**
 * Load the envelope (a newer load aborts the one before); a failure keeps what is shown, or
 * shows the load error when nothing is.
 *
 * @example
 * void loadEnvelope(context);
 */
export async function loadEnvelope(context: SessionContext): Promise<void> {
  context.loading?.abort();
  const controller = new AbortController();
  context.loading = controller;
  if (!context.index.current) context.setState({ status: 'loading', loadError: null });
  const exchange = context.log.begin('load');
  try {
    const loaded = ensureEnvelope(await context.settings.transport.load(controller.signal));
    if (controller.signal.aborted) return exchange.end('aborted');
    adoptEnvelope(context, loaded);
    exchange.end('applied', { reply: loaded });
    void offerDraft(context);
  } catch (error) {
    if (controller.signal.aborted) return exchange.end('aborted');
    exchange.end('failed', { error });
    context.setState({ status: context.index.current ? 'ready' : 'error', loadError: error });
    context.report(error);
  } finally {
    if (context.loading === controller) context.loading = null;
  }
}

/**
 * The envelope given when the session is made (`initialEnvelope`, ARCHITECTURE.md "Server
 * rendering") is the load's answer, and one that does not parse its failure: true when adopted.
 *
 * @example
 * const offerDue = adoptInitial(context, options.initialEnvelope, {});
 */
export function adoptInitial(
  context: SessionContext,
  initial: unknown,
  options: Parameters<typeof ensureEnvelope>[1],
): boolean {
  try {
    adoptEnvelope(context, ensureEnvelope(initial, options));
    return true;
  } catch (error) {
    context.setState({ status: 'error', loadError: error });
    context.report(error);
    return false;
  }
}

/**
 * The session stops (the form left the page): a load under way is aborted. The load is the one
 * writer of `loading`.
 *
 * @example
 * stopLoading(context);
 */
export function stopLoading(context: SessionContext): void {
  context.loading?.abort();
  context.loading = null;
}

/**
 * The draft lookup after a load is activity too: a driver's `settled()` waits for its offer.
 *
 * @example
 * void offerDraft(context);
 */
export async function offerDraft(context: SessionContext): Promise<void> {
  const { restore } = context;
  if (!restore) return;
  const opened = context.log.begin('draft');
  try {
    await restore.offer();
    opened.end('applied');
  } catch (error) {
    opened.end('failed', { error });
  }
}

/**
 * The stored object as the service holds it now (after a 409).
 *
 * @example
 * const fresh = await reloadStored(context);
 */
export async function reloadStored(context: SessionContext): Promise<FieldsEnvelope> {
  const opened = context.log.begin('reload');
  try {
    const reply = ensureEnvelope(
      await context.settings.transport.load(new AbortController().signal),
    );
    opened.end('applied', { reply });
    return reply;
  } catch (error) {
    opened.end('failed', { error });
    throw error;
  }
}
