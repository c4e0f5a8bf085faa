import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The arrows of ARCHITECTURE.md "Rooms": each room may import only the rooms listed for it, so
 * the layout a newcomer reads stays the layout the code has. `*` is any room.
 */
const ALLOWED: Record<string, readonly string[]> = {
  'core/wire': [],
  'core/values': ['core/wire'],
  'core/receipts': ['core/wire', 'core/values'],
  'core/http': ['core/wire', 'core/values'],
  'core/session': ['core/wire', 'core/values', 'core/http', 'core/receipts'],
  core: ['core/wire', 'core/values', 'core/http', 'core/receipts'],
  dom: ['core/wire', 'core/values'],
  i18n: ['core/wire', 'core/values'],
  registry: ['core/wire', 'core/values', 'core/http', 'core/receipts', 'i18n', 'dom'],
  controls: ['core/wire', 'core/values', 'core/http', 'core/receipts', 'i18n', 'registry', 'dom'],
  receipts: ['core/wire', 'core/values', 'core/http', 'core/receipts', 'i18n', 'registry', 'dom'],
  react: [
    'core/wire',
    'core/values',
    'core/http',
    'core/receipts',
    'core/session',
    'i18n',
    'registry',
    'dom',
    'controls',
    'receipts',
  ],
  mock: ['core/wire', 'core/values', 'core/http', 'core/receipts'],
  demo: ['*'],
  index: ['*'],
};

const src = join(__dirname, '../../src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The room of a file under `src/`: `core/<room>` inside core, else the top folder. */
function roomOf(file: string): string {
  const parts = relative(src, file).split(/[\\/]/);
  if (parts[0] === 'core') return parts.length > 2 ? `core/${parts[1]}` : 'core';
  return parts.length > 1 ? parts[0]! : parts[0]!.replace(/\.tsx?$/, '');
}

describe('rooms and arrows (ARCHITECTURE.md "Rooms")', () => {
  const arrows = sourceFiles(src).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map(
      (match) => ({
        file: relative(src, file),
        from: roomOf(file),
        to: roomOf(normalize(join(dirname(file), match[1]!)) + '.ts'),
      }),
    );
  });

  it('finds the imports it checks', () => {
    expect(arrows.length).toBeGreaterThan(200);
    expect(new Set(arrows.map((arrow) => arrow.from))).toEqual(new Set(Object.keys(ALLOWED)));
  });

  it('every import points down an allowed arrow', () => {
    const wrong = arrows
      .filter(({ from, to }) => from !== to && to !== 'styles.css')
      .filter(({ from, to }) => !ALLOWED[from]?.some((room) => room === '*' || room === to))
      .map(({ file, from, to }) => `${file}: ${from} -> ${to}`);
    expect(wrong).toEqual([]);
  });
});
