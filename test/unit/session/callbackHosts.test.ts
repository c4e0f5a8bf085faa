import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../tools/sourceFiles';
import { callbackHosts } from './callbackHosts';

const engine = join(__dirname, '../../../src/core/session');

const files = (folder: string) => sourceFiles(folder, /\.ts$/);

describe('engine parts hand each other no callbacks (ARCHITECTURE.md "House rules")', () => {
  it('finds none in src/core/session', () => {
    expect(callbackHosts(files(engine), engine)).toEqual([]);
  }, 60_000);

  it('finds a host of two callbacks built at a call into another room', () => {
    const fixture = join(__dirname, 'fixtures/callbackHost');
    const found = callbackHosts(files(fixture), fixture);
    expect(found).toEqual([
      {
        at: 'save/pipeline.ts:6',
        callee: 'createKeeper',
        functions: ['version', 'written'],
      },
      { at: 'save/pipeline.ts:16', callee: 'createKeeper', functions: ['version', 'written'] },
    ]);
  }, 60_000);
});
