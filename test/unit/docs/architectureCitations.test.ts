import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citationsIn, headingsOf } from './architectureCitations';

const root = join(__dirname, '../../..');
const here = __dirname;

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    // This folder's fixtures cite missing headings on purpose.
    if (name === 'node_modules' || name.startsWith('.') || path === here) return [];
    if (statSync(path).isDirectory()) return files(path);
    return /\.(tsx?|mjs|js|mdx)$/.test(name) ? [path] : [];
  });
}

describe('citations of ARCHITECTURE.md', () => {
  const headings = headingsOf(readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8'));

  it('name only headings the page has (ARCHITECTURE.md "House rules")', () => {
    const cited = ['src', 'test', 'stories'].flatMap((folder) =>
      files(join(root, folder)).flatMap((path) =>
        citationsIn(relative(root, path), readFileSync(path, 'utf8')),
      ),
    );
    // The scan finds the citations (a pattern that matched nothing would pass every time).
    expect(cited.length).toBeGreaterThan(100);
    const missing = cited.filter(({ heading }) => !headings.has(heading));
    expect(missing).toEqual([]);
  });

  it('reads a citation wrapped over two comment lines, and fails on a missing heading', () => {
    const fixture = [
      '/**',
      ' * The one state (ARCHITECTURE.md',
      ' * "The engine") and the offline queue (ARCHITECTURE.md "Offline").',
      ' */',
      '// Wire names, ARCHITECTURE.md ("Wire names").',
    ].join('\n');
    const cited = citationsIn('fixture.ts', fixture).map(({ heading }) => heading);
    expect(cited).toEqual(['The engine', 'Offline', 'Wire names']);
    expect(cited.filter((heading) => !headings.has(heading))).toEqual(['Offline']);
  });

  it('reads headings with code in them as cited', () => {
    expect(headingsOf('## The life of the `version`: load to save\n')).toEqual(
      new Set(['The life of the version: load to save']),
    );
  });
});
