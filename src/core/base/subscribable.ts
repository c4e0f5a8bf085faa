/** A set of listeners: the one way anything in the library is listened to. */
export interface Subscribable<T = void> {
  /** Listen; the returned function stops listening (calling it twice is harmless). */
  subscribe(listener: (value: T) => void): () => void;
  /** Tell every listener, in the order they came; one that stops listening meanwhile is skipped. */
  notify(value: T): void;
  /** Someone listens: work done only for listeners can be skipped when none does. */
  listened(): boolean;
}

/**
 * A set of listeners. Listeners are told from a copy, so one that subscribes or unsubscribes
 * while being told changes the next round, not this one.
 *
 * @example
 * const changes = createSubscribable<number>();
 * const stop = changes.subscribe((count) => console.log(count));
 * changes.notify(1);
 * stop();
 */
export function createSubscribable<T = void>(): Subscribable<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify(value) {
      if (listeners.size === 0) return;
      for (const listener of [...listeners]) listener(value);
    },
    listened: () => listeners.size > 0,
  };
}
