// ARCHITECTURE.md "The engine": each fact of the one state is written by one room (the room that
// owns it); the others read it from the state or hear of it from the events.
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../tools/sourceFiles';

const engine = join(__dirname, '../../../src/core/session');

const files = (folder: string) => sourceFiles(folder, /\.ts$/);

/** The engine room of a file: its first folder, or `(top)` for the composition beside them. */
const roomOf = (path: string) => {
  const parts = relative(engine, path).split(sep);
  return parts.length > 1 ? (parts[0] ?? '') : '(top)';
};

/** Each fact the engine writes (`context.fact = …`, or a `setState` patch), and the rooms that write it. */
function writers(): Record<string, string[]> {
  const byFact = new Map<string, Set<string>>();
  const note = (fact: string, room: string) => {
    if (!byFact.has(fact)) byFact.set(fact, new Set());
    byFact.get(fact)?.add(room);
  };
  for (const path of files(engine)) {
    // Comments' examples write nothing.
    const text = readFileSync(path, 'utf8').replace(/^\s*(\*|\/\/).*$/gm, '');
    const room = roomOf(path);
    for (const [, fact] of text.matchAll(/\bcontext\.(\w+)\s*(?:=(?!=)|\+=|-=)/g))
      note(fact ?? '', room);
    for (const [, patch] of text.matchAll(/setState\(\{([\s\S]*?)\}\)/g))
      for (const [, fact] of (patch ?? '').matchAll(/(?:^|[\s,{])(\w+):/g))
        note(`state.${fact ?? ''}`, room);
  }
  return Object.fromEntries([...byFact].map(([fact, rooms]) => [fact, [...rooms].sort()]));
}

describe('the facts of the one state', () => {
  it('are each written by one room', () => {
    const shared = Object.fromEntries(
      Object.entries(writers()).filter(([, rooms]) => rooms.length > 1),
    );
    expect(shared).toEqual({});
  });

  it('the submit state is the save room’s', () => {
    expect(writers()['state.submitState']).toEqual(['save']);
  });
});
