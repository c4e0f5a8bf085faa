import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFaults } from '../../../src/mock/service/faults';

describe('mock latency', () => {
  afterEach(() => void vi.useRealTimers());

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('is waited out in full when nothing ends it', async () => {
    vi.useFakeTimers();
    const done = settled(createFaults().wait(2000, new AbortController().signal));
    await vi.advanceTimersByTimeAsync(1999);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('ends when every fault is cleared (a reset), so no answer outlives a test', async () => {
    vi.useFakeTimers();
    const faults = createFaults();
    const done = settled(faults.wait(2000, new AbortController().signal));
    faults.clear('content');
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(false);
    faults.clear();
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends when the request is aborted', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const done = settled(createFaults().wait(2000, controller.signal));
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
