// @vitest-environment node
// The save lock's fallback where the browser has no Web Locks (issue 24): a claim on a
// BroadcastChannel. Real timers: the channel delivers messages on the event loop.
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../../src/core/session/ports/clock';
import { withSaveLock } from '../../../src/core/session/save/saveLock';

describe('withSaveLock without Web Locks', () => {
  it('never lets two tabs work under the same name at once', async () => {
    expect(typeof navigator === 'undefined' || !('locks' in navigator)).toBe(true);
    const trace: string[] = [];
    const work = (tab: string) => async () => {
      trace.push(`${tab} in`);
      // The work takes longer than a claim waits: an overlap would show in the trace.
      await new Promise((resolve) => setTimeout(resolve, 400));
      trace.push(`${tab} out`);
      return tab;
    };
    const results = await Promise.all([
      withSaveLock('save:report-1', 'tab-a', systemClock, work('a')),
      withSaveLock('save:report-1', 'tab-b', systemClock, work('b')),
    ]);
    expect(results.sort()).toEqual(['a', 'b']);
    expect(trace).toHaveLength(4);
    // Each tab leaves before the other enters.
    expect(trace[0]?.slice(0, 1)).toBe(trace[1]?.slice(0, 1));
    expect(trace[1]).toMatch(/ out$/);
  });

  it('does not hold up work under another name', async () => {
    const order: string[] = [];
    await Promise.all([
      withSaveLock('save:report-1', 'tab-a', systemClock, async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        order.push('report-1');
      }),
      withSaveLock('save:report-2', 'tab-b', systemClock, async () => {
        order.push('report-2');
      }),
    ]);
    expect(order).toEqual(['report-2', 'report-1']);
  });
});
