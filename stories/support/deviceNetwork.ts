import { storyMock } from './storyMock';

let online = true;

/**
 * The device's network as a story's form sees it: `navigator.onLine` and the
 * `online` / `offline` events, with every request to the mock failing while "offline". Use it as
 * a meta's `beforeEach`: each story starts online, and the page's own `navigator.onLine` is back
 * after it.
 *
 * @example
 * export default { title: 'Flows/Saved exactly once', beforeEach: simulatedNetwork } satisfies FormMeta;
 */
export function simulatedNetwork(): () => void {
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  return () => {
    Reflect.deleteProperty(navigator, 'onLine');
  };
}

/**
 * Switches the simulated network (see {@link simulatedNetwork}).
 *
 * @example
 * deviceNetwork(false); // the train enters a tunnel
 */
export function deviceNetwork(up: boolean): void {
  online = up;
  if (up) storyMock.faults.clear('*');
  else storyMock.faults.set('*', { failure: 'network' });
  window.dispatchEvent(new Event(up ? 'online' : 'offline'));
}
