// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const outDir = mkdtempSync(join(tmpdir(), 'expense-fields-build-'));
const read = (file: string) => readFileSync(join(outDir, file), 'utf8');
/** Every chunk a file pulls in statically, itself included. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const match of read(file).matchAll(
    /(?:import|export)\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
  ))
    staticClosure(match[1] as string, seen);
  return seen;
}

beforeAll(async () => {
  await build({
    configFile: join(process.cwd(), 'vite.config.ts'),
    mode: 'test',
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the library build', () => {
  it('keeps @zxing out of the main entry: it is only imported lazily', () => {
    const main = [...staticClosure('index.js')];
    for (const file of main) {
      expect(read(file)).not.toMatch(/(?:import|from)\s*["']@zxing\//);
      expect(read(file)).not.toMatch(/BrowserQRCodeReader\s*=|class\s+BrowserQRCodeReader/);
    }
    const lazy = readdirSync(outDir).filter(
      (file) => file.endsWith('.js') && /import\(\s*["']@zxing\/browser["']\s*\)/.test(read(file)),
    );
    expect(lazy.length).toBeGreaterThan(0);
  });

  it('keeps React out of the core entry', () => {
    for (const file of staticClosure('core.js'))
      expect(read(file)).not.toMatch(
        /from\s*["'](react|react-dom|react-hook-form|@tanstack\/react-query)["']/,
      );
  });

  it('reports the gzip size of each entry (budgets are checked by size-limit)', () => {
    const sizes = Object.fromEntries(
      ['index.js', 'core.js', 'mock.js'].map((entry) => [
        entry,
        [...staticClosure(entry)].reduce((sum, file) => sum + gzipSync(read(file)).byteLength, 0),
      ]),
    );
    console.log('gzip bytes with shared chunks:', sizes);
    expect(sizes['index.js']).toBeGreaterThan(0);
  });
});
