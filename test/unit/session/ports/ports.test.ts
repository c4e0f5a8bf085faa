// The engine's ports and its one listener set: what a test or a host without a browser gives the
// session instead of the platform (ARCHITECTURE.md "The engine", "Ports").
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSubscribable } from '../../../../src/core/base/subscribable';
import { browserNetwork, manualNetwork } from '../../../../src/core/session/ports/network';

afterEach(() => vi.restoreAllMocks());

describe('createSubscribable', () => {
  it('tells every listener in order, and none once it stopped listening', () => {
    const changes = createSubscribable<number>();
    const heard: string[] = [];
    const stopA = changes.subscribe((value) => heard.push(`a${value}`));
    changes.subscribe((value) => heard.push(`b${value}`));
    changes.notify(1);
    stopA();
    stopA();
    changes.notify(2);
    expect(heard).toEqual(['a1', 'b1', 'b2']);
  });

  it('tells the listeners of this round when one unsubscribes another meanwhile', () => {
    const changes = createSubscribable();
    const heard: string[] = [];
    let stopB: () => void = () => undefined;
    changes.subscribe(() => {
      heard.push('a');
      stopB();
    });
    stopB = changes.subscribe(() => heard.push('b'));
    changes.notify();
    changes.notify();
    expect(heard).toEqual(['a', 'b', 'a']);
  });

  it('says whether anyone listens', () => {
    const changes = createSubscribable();
    expect(changes.listened()).toBe(false);
    const stop = changes.subscribe(() => undefined);
    expect(changes.listened()).toBe(true);
    stop();
    expect(changes.listened()).toBe(false);
  });
});

describe('network ports', () => {
  it('manualNetwork tells its listeners only when the device comes back', () => {
    const network = manualNetwork(true);
    const back = vi.fn();
    network.onOnline(back);
    expect(network.offline()).toBe(true);
    network.setOffline(true);
    expect(back).not.toHaveBeenCalled();
    network.setOffline(false);
    expect(network.offline()).toBe(false);
    expect(back).toHaveBeenCalledTimes(1);
    network.setOffline(false);
    network.setOffline(true);
    network.setOffline(false, false);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('browserNetwork reads navigator.onLine and the window online event', () => {
    const network = browserNetwork();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(network.offline()).toBe(true);
    online.mockReturnValue(true);
    expect(network.offline()).toBe(false);
    const back = vi.fn();
    const stop = network.onOnline(back);
    window.dispatchEvent(new Event('online'));
    stop();
    window.dispatchEvent(new Event('online'));
    expect(back).toHaveBeenCalledTimes(1);
  });
});
