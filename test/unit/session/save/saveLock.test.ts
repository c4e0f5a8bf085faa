// @vitest-environment node
// The save lock's fallback where the browser has no Web Locks: a claim on a
// BroadcastChannel. The claim's wait runs on a manual clock and the work waits on a promise the
// test holds: nothing here waits on wall-clock time. The channel delivers messages on the event
// loop, so the test lets the loop turn (no time passes) between steps.
import { describe, expect, it } from 'vitest';
import { withSaveLock } from '../../../../src/core/session/save/saveLock';
import { manualClock, type ManualClock } from '../../../tools/manualClock';

/** One turn of the event loop: the channel's messages posted so far are delivered. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A promise the test settles: the pretend work lasts until the test says it is done. */
function held() {
  let release = () => {};
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

/**
 * Lets messages pass and the lock's claim waits fall due, up to `turns` times, until `ready()`;
 * answers whether it became ready.
 */
async function stepUntil(clock: ManualClock, ready: () => boolean, turns = 50): Promise<boolean> {
  for (let step = 0; step < turns && !ready(); step += 1) {
    await turn();
    await turn();
    clock.advance(clock.next() ?? 0);
    await turn();
  }
  return ready();
}

describe('withSaveLock without Web Locks', () => {
  it('never lets two tabs work under the same name at once', async () => {
    expect(typeof navigator === 'undefined' || !('locks' in navigator)).toBe(true);
    const clock = manualClock();
    const trace: string[] = [];
    const gates = { a: held(), b: held() };
    const work = (tab: 'a' | 'b') => async () => {
      trace.push(`${tab} in`);
      await gates[tab].done;
      trace.push(`${tab} out`);
      return tab;
    };
    const results = Promise.all([
      withSaveLock('save:report-1', 'tab-a', clock, work('a')),
      withSaveLock('save:report-1', 'tab-b', clock, work('b')),
    ]);
    expect(await stepUntil(clock, () => trace.length > 0)).toBe(true);
    const first = trace[0]?.slice(0, 1) as 'a' | 'b';
    const second = first === 'a' ? 'b' : 'a';
    // However many claim waits pass while the first works, the second stays out.
    await stepUntil(clock, () => trace.length > 1, 20);
    expect(trace).toEqual([`${first} in`]);
    gates[first].release();
    expect(await stepUntil(clock, () => trace.includes(`${second} in`))).toBe(true);
    gates[second].release();
    expect((await results).sort()).toEqual(['a', 'b']);
    // Each tab leaves before the other enters.
    expect(trace).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`]);
  });

  it('does not hold up work under another name', async () => {
    const clock = manualClock();
    const order: string[] = [];
    const first = held();
    const both = Promise.all([
      withSaveLock('save:report-1', 'tab-a', clock, async () => {
        await first.done;
        order.push('report-1');
      }),
      withSaveLock('save:report-2', 'tab-b', clock, async () => {
        order.push('report-2');
      }),
    ]);
    // Report 2's work runs while report 1's still holds its own lock.
    expect(await stepUntil(clock, () => order.length > 0)).toBe(true);
    expect(order).toEqual(['report-2']);
    first.release();
    await both;
    expect(order).toEqual(['report-2', 'report-1']);
  });
});
