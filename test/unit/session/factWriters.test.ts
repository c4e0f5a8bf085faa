// ARCHITECTURE.md "The engine": each part owns its state; the session's context holds only what
// every part shares, changed through its own methods. A write into it is found in every form it
// takes (test/tools/factWrites.ts), each form proven on a fixture below.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { factWrites } from '../../tools/factWrites';
import { sourceFiles } from '../../tools/sourceFiles';

const engine = join(__dirname, '../../../src/core/session');

/** The engine room of a file: its first folder, or `(top)` for the composition beside them. */
const roomOf = (path: string) => {
  const parts = relative(engine, path).split(sep);
  return parts.length > 1 ? (parts[0] ?? '') : '(top)';
};

/** Each fact of the context, and the rooms that write it. */
function writers(): Record<string, string[]> {
  const byFact = new Map<string, Set<string>>();
  for (const { fact, file } of factWrites(sourceFiles(engine, /\.ts$/))) {
    if (!byFact.has(fact)) byFact.set(fact, new Set());
    byFact.get(fact)?.add(roomOf(file));
  }
  return Object.fromEntries([...byFact].map(([fact, rooms]) => [fact, [...rooms].sort()]));
}

/** Every form of write, each a fixture the detector must find (fact `held`, `count` or `list`). */
const FIXTURES: Record<string, string> = {
  assignment: 'context.count = 1;',
  'compound assignment': 'context.count += 2;',
  'nullish assignment': 'context.note ??= "x";',
  increment: 'context.count++;',
  'prefix decrement': '--context.count;',
  delete: 'delete context.note;',
  push: 'context.list.push("a");',
  'Map set': 'context.held.set("a", 1);',
  'Set add': 'context.seen.add("a");',
  clear: 'context.held.clear();',
  'Object.assign': 'Object.assign(context.box, { a: 1 });',
  cast: '(context as unknown as { count: number }).count = 3;',
  'non-null': 'context!.count = 3;',
  alias: 'const c = context; c.count = 4;',
  'destructured alias': 'const { held } = context; held.set("b", 2);',
  'member alias': 'const h = context.held; h.delete("a");',
  'nested write': 'context.box.a = 5;',
  'element access': 'context["count"] = 6;',
};
const HEAD = `interface Ctx {
  count: number; note?: string; list: string[]; held: Map<string, number>; seen: Set<string>;
  box: { a: number }; part: { add(x: number): void; set(x: number): void };
}
export function run(context: Ctx) {
`;

describe('the facts of the session context', () => {
  it('finds a write in every form it takes, and not a part changing its own state', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fact-writes-'));
    const files = Object.entries(FIXTURES).map(([name, body], index) => {
      const path = join(dir, `fixture${index}.ts`);
      writeFileSync(path, `${HEAD}  // ${name}\n  ${body}\n}\n`);
      return path;
    });
    const quiet = join(dir, 'reads.ts');
    // Reads, a part's own methods, a local of the same shape, an alias bound again, a comment:
    // no write.
    writeFileSync(
      quiet,
      `${HEAD}  const n = context.count + context.list.length; context.part.add(n); context.part.set(n);
  let box = context.box; box = { a: n }; box.a = 2;
  const local = new Map<string, number>(); local.set('a', n);
  // context.count = 1;
}\n`,
    );
    const found = factWrites([...files, quiet]);
    const missed = Object.keys(FIXTURES).filter(
      (_, index) => !found.some((write) => write.file === files[index]),
    );
    expect(missed).toEqual([]);
    expect(found.filter((write) => write.file === quiet)).toEqual([]);
  });

  it("are written by no part: only the settings, by the session's configure", () => {
    // Each part owns its state and changes it through its own methods; what the context holds
    // is changed through its containers' methods and `setState`, never by assignment.
    expect(writers()).toEqual({ settings: ['(top)'] });
  });
});
