import { createSubscribable } from '../../base/subscribable';

/**
 * What the session knows of the device's network, beside the clock: injectable, so a test or a
 * host without `navigator` (a server, a worker) says when the device is offline.
 */
export interface NetworkPort {
  /** The device knows it is offline now (a request would not leave). */
  offline(): boolean;
  /** Listen for the device coming back online. */
  onOnline(listener: () => void): () => void;
}

/**
 * The browser's network: `navigator.onLine` and the window's `online` event; online where there
 * is neither (a server render, Node).
 *
 * @example
 * const session = createFormSession({ transport, store, network: browserNetwork() });
 */
export function browserNetwork(): NetworkPort {
  return {
    offline: () => typeof navigator !== 'undefined' && navigator.onLine === false,
    onOnline(listener) {
      if (typeof window === 'undefined') return () => undefined;
      window.addEventListener('online', listener);
      return () => window.removeEventListener('online', listener);
    },
  };
}

/**
 * A network a test switches by hand: `setOffline(false)` tells the listeners it is back, unless
 * `tell` is false (the device is back before the browser said so).
 *
 * @example
 * const network = manualNetwork(true);
 * const session = createFormSession({ transport, store, network });
 * network.setOffline(false); // a queued save goes out
 */
export function manualNetwork(startOffline = false): NetworkPort & {
  setOffline(offline: boolean, tell?: boolean): void;
} {
  let offline = startOffline;
  const online = createSubscribable();
  return {
    offline: () => offline,
    onOnline: online.subscribe,
    setOffline(next, tell = true) {
      const back = offline && !next;
      offline = next;
      if (back && tell) online.notify();
    },
  };
}
