import type { FieldsEnvelope } from '../../wire/model/types';
import type { SessionContext } from '../context/sessionContext';
import type { DraftRestore } from '../drafts/draftStorage';
import { ensureEnvelope } from './envelopeReply';
import type { Replies } from './replies';

/** Loading the envelope: the first load, a retry, and the stored object after a 409. */
export interface Loader {
  /** Load the envelope (a newer load aborts the one before). */
  load(): Promise<void>;
  /**
   * The envelope given when the session is made (`initialEnvelope`, ARCHITECTURE.md "Server
   * rendering") is the load's answer, and one that does not parse its failure: true when adopted.
   */
  adoptInitial(initial: unknown, options: Parameters<typeof ensureEnvelope>[1]): boolean;
  /** A load is under way. */
  busy(): boolean;
  /** The session stops (the form left the page): a load under way is aborted. */
  stop(): void;
  /** The draft lookup after a load: activity too, so a driver's `settled()` waits for its offer. */
  offer(): Promise<void>;
  /** The stored object as the service holds it now (after a 409). */
  reloadStored(): Promise<FieldsEnvelope>;
}

/**
 * The loader of a session; it owns the load under way (ARCHITECTURE.md "The engine"). A failure
 * keeps what is shown, or shows the load error when nothing is.
 *
 * @example
 * const loader = createLoader(context, replies, restore);
 * void loader.load();
 */
export function createLoader(
  context: SessionContext,
  replies: Replies,
  restore: DraftRestore | null,
): Loader {
  let loading: AbortController | null = null;
  const offer = async () => {
    if (!restore) return;
    const opened = context.log.begin('draft');
    try {
      await restore.offer();
      opened.end('applied');
    } catch (error) {
      opened.end('failed', { error });
    }
  };
  return {
    async load() {
      loading?.abort();
      const controller = new AbortController();
      loading = controller;
      if (!context.index.current) context.setState({ status: 'loading', loadError: null });
      const exchange = context.log.begin('load');
      try {
        const loaded = ensureEnvelope(await context.settings.transport.load(controller.signal));
        if (controller.signal.aborted) return exchange.end('aborted');
        replies.adopt(loaded);
        exchange.end('applied', { reply: loaded });
        void offer();
      } catch (error) {
        if (controller.signal.aborted) return exchange.end('aborted');
        exchange.end('failed', { error });
        context.setState({ status: context.index.current ? 'ready' : 'error', loadError: error });
        context.report(error);
      } finally {
        if (loading === controller) loading = null;
      }
    },
    adoptInitial(initial, options) {
      try {
        replies.adopt(ensureEnvelope(initial, options));
        return true;
      } catch (error) {
        context.setState({ status: 'error', loadError: error });
        context.report(error);
        return false;
      }
    },
    busy: () => !!loading,
    stop() {
      loading?.abort();
      loading = null;
    },
    offer,
    async reloadStored() {
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
    },
  };
}
