import { codecFor } from '../values/codecs';
import type { SessionContext } from './context';

/**
 * The key of the first shown field with an error (not a warning), in server order.
 *
 * @example
 * const key = firstErrorKey(context);
 */
export function firstErrorKey(context: SessionContext): string | null {
  for (const { key, shown } of context.state.fields) {
    const message = shown ? context.store.message(key) : undefined;
    if (message && message.type !== 'warning') return key;
  }
  return null;
}

/**
 * Nothing is out, nothing is due, no save or check is under way (see `whenSettled`).
 *
 * @example
 * if (isSettled(context, pipeline)) done();
 */
export function isSettled(context: SessionContext, saving: { busy(): boolean }): boolean {
  const { state } = context;
  return (
    context.log.activity().length === 0 &&
    state.status !== 'loading' &&
    !saving.busy() &&
    !state.checkingSave
  );
}

/**
 * Settles on the first status that is not `loading`: the envelope shown, or the failure.
 *
 * @example
 * await whenReady(context);
 */
export function whenReady(context: SessionContext): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const settle = () => {
      const { status, loadError } = context.state;
      if (status === 'loading') return false;
      if (status === 'ready') resolve();
      else reject(loadError);
      return true;
    };
    if (settle()) return;
    const stop = context.changes.subscribe(() => {
      if (settle()) stop();
    });
  });
}

/**
 * Typed numbers follow the locale's format (12.5 -> 12,5); nothing else changes.
 *
 * @example
 * rewriteNumbers(context, 'en'); // after the locale became `sv`
 */
export function rewriteNumbers(context: SessionContext, before: string): void {
  const { store, settings } = context;
  for (const { key, item, shown } of context.index.entries()) {
    if (!shown || (item.controlType !== 'DOUBLE' && item.controlType !== 'INTEGER')) continue;
    const codec = codecFor(item);
    const read = codec.fromEdit(store.get(key), { item, locale: before });
    if (read.ok) store.set(key, codec.toEdit(read.value, { item, locale: settings.locale }));
  }
}
