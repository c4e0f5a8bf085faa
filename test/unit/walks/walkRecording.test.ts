// ARCHITECTURE.md "The walks": the recording sees what a walk's path alone would not, shown on
// fixtures of its own (a call that returned, a closure passed on, a method of a nested part).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { instrumentRooms } from './roomBoundaries';
import { walkFigures } from './walkFigures';

const boundaries = instrumentRooms(join(__dirname, 'fixtures'));
const { sendAmount } = await import('./fixtures/sendAmount');

describe('the walks recording', () => {
  it('counts a call that returned, a closure passed on and a method of a nested part', async () => {
    boundaries.follow((value) => value === '12' || value === 12);
    expect(await sendAmount('12')).toEqual([12]);
    const steps = boundaries.stop();
    expect(steps).toEqual([
      { file: 'sendAmount.ts', name: 'sendAmount' },
      // Returned before the walk ended.
      { file: 'parseAmount.ts', name: 'parseAmount' },
      // A method of the transport nested in the resolved channel.
      { file: 'openChannel.ts', name: 'send' },
      // The closure sendAmount passed, called from openChannel.ts: its own file's.
      { file: 'sendAmount.ts', name: '(a callback to send)' },
    ]);
    const { hops, files } = walkFigures(steps);
    expect([hops.length - 1, files]).toEqual([3, 3]);
  });

  it('leaves out a call that only looked at the datum', async () => {
    const { parseAmount } = await import('./fixtures/parseAmount');
    // Given the text, it answers a number that is not it (NaN): it looked, it carried nothing on.
    boundaries.follow((value) => value === 'twelve');
    parseAmount('twelve');
    expect(boundaries.stop()).toEqual([]);
  });
});
