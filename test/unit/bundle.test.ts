// @vitest-environment node
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoStaticImport, staticClosure } from '../tools/staticClosure.mjs';
import { assertMainEntryApart } from './devtools/mainEntryApart.mjs';

const outDir = mkdtempSync(join(tmpdir(), 'expense-fields-build-'));
const read = (file: string) => readFileSync(join(outDir, file), 'utf8');
const closure = (entry: string) => staticClosure(outDir, entry);

beforeAll(async () => {
  // What ships: a production build (production JSX runtime), without the declaration files.
  // NODE_ENV is 'test' under Vitest, which would select the dev JSX runtime.
  const nodeEnv = process.env.NODE_ENV;
  process.env.EXPENSE_FIELDS_SKIP_DTS = '1';
  // The budgets are for what apps download: minified (the package itself ships readable).
  process.env.EXPENSE_FIELDS_MINIFY = '1';
  process.env.NODE_ENV = 'production';
  await build({
    configFile: join(process.cwd(), 'vite.config.ts'),
    mode: 'production',
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the library build', () => {
  it('keeps @zxing out of the main entry: it is only imported lazily', () => {
    expect(() => assertNoStaticImport(outDir, 'index.js', /^@zxing\//)).not.toThrow();
    for (const file of closure('index.js')) {
      expect(read(file)).not.toMatch(/BrowserQRCodeReader\s*=|class\s+BrowserQRCodeReader/);
    }
    const lazy = readdirSync(outDir).filter(
      (file) =>
        file.endsWith('.js') && /import\(\s*["'`]@zxing\/browser["'`]\s*\)/.test(read(file)),
    );
    expect(lazy.length).toBeGreaterThan(0);
  });

  it('keeps every byte of the devtools and the test driver out of the main entry, by file and by content', () => {
    expect(() => assertMainEntryApart(outDir)).not.toThrow();
    // The check reads content: were the bundler to merge the devtools' button into a chunk the
    // main entry loads, under any name, it fails; so would the driver's code.
    const merged = mkdtempSync(join(tmpdir(), 'expense-fields-merged-'));
    try {
      for (const [from, what] of [
        ['devtools.js', /shared-x1\.js, which holds the devtools/],
        ['testing.js', /shared-x1\.js, which holds the test driver/],
      ] as const) {
        cpSync(outDir, merged, { recursive: true });
        writeFileSync(join(merged, 'shared-x1.js'), read(from));
        writeFileSync(join(merged, 'index.js'), `import './shared-x1.js';\n${read('index.js')}`);
        expect(() => assertMainEntryApart(merged)).toThrow(what);
      }
    } finally {
      rmSync(merged, { recursive: true, force: true });
    }
  });

  it('keeps React out of the core and session entries', () => {
    for (const file of [...closure('core.js'), ...closure('session.js')])
      expect(read(file)).not.toMatch(
        /from\s*["'](react|react-dom|react-hook-form|@tanstack\/react-query)["']/,
      );
  });

  it('reports the gzip size of each entry (budgets are checked by size-limit)', () => {
    const sizes = Object.fromEntries(
      ['index.js', 'core.js', 'session.js', 'mock.js'].map((entry) => [
        entry,
        closure(entry).reduce((sum, file) => sum + gzipSync(read(file)).byteLength, 0),
      ]),
    );
    console.log('gzip bytes with shared chunks:', sizes);
    expect(sizes['index.js']).toBeGreaterThan(0);
  });

  it('meets the size-limit budgets: main entry at most 51.4 kB gzip, core at most 16.15 kB, session at most 27.3 kB, testing and devtools apart, @zxing lazy', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['node_modules/size-limit/bin.js', '--json'],
      { env: { ...process.env, EXPENSE_FIELDS_DIST: outDir }, cwd: process.cwd() },
    ).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`size-limit failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    });
    const checks = JSON.parse(stdout) as { name: string; size: number; passed: boolean }[];
    console.log(
      'size-limit:',
      checks.map((check) => `${check.name} ${(check.size / 1000).toFixed(2)} kB`).join(', '),
    );
    expect(checks.map((check) => check.name)).toEqual([
      'expense-fields (main entry)',
      'expense-fields/mui (own file)',
      'expense-fields/shadcn (own file)',
      'expense-fields/core',
      'expense-fields/session',
      'expense-fields/testing (own file)',
      'expense-fields/devtools (own file)',
      'expense-fields/devtools panel (lazy)',
      'review (lazy)',
    ]);
    for (const check of checks) expect(check, check.name).toMatchObject({ passed: true });
  });
});
