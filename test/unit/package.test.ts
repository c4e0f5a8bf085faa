// @vitest-environment node
// What `npm install expense-fields` gets: the packed tarball passes publint and
// arethetypeswrong, and a consumer project type-checks and imports every entry under each
// module resolution (bundler, node16, nodenext) with skipLibCheck off.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packedTarball } from '../tools/packedTarball';

const run = promisify(execFile);
const root = process.cwd();
const work = mkdtempSync(join(tmpdir(), 'expense-fields-package-'));
const consumer = join(work, 'consumer');
let tarball = '';

const ENTRIES = [
  'expense-fields',
  'expense-fields/core',
  'expense-fields/session',
  'expense-fields/mock',
  'expense-fields/testing',
  'expense-fields/devtools',
  'expense-fields/mui',
  'expense-fields/shadcn',
];

const CONSUMER_SOURCE = `import { FieldsForm, useFieldsForm, EnvelopeWarning, type ControlProps } from 'expense-fields';
import { createExpenseClient, parseEnvelope, type FieldsEnvelope } from 'expense-fields/core';
import { createFormSession, createMemoryStore, type FormSession } from 'expense-fields/session';
import { createMockService } from 'expense-fields/mock';

const client = createExpenseClient({ baseUrl: 'https://api.example.com', getAccessToken: () => 't' });
const echo = async (envelope: FieldsEnvelope) => envelope;
const session: FormSession = createFormSession({
  transport: {
    load: async () => parseEnvelope({ fields: [] }),
    recall: echo,
    command: echo,
    submit: async (envelope) => ({ kind: 'invalid', envelope, status: 400 }),
  },
  store: createMemoryStore(),
});
export const used = [FieldsForm, useFieldsForm, EnvelopeWarning, client, session, createMockService];
export type Props = ControlProps;
`;

beforeAll(async () => {
  tarball = await packedTarball(work);
  // The consumer: the unpacked tarball, and every other package from this repository's install.
  const modules = join(consumer, 'node_modules');
  mkdirSync(join(modules, 'expense-fields'), { recursive: true });
  await run('tar', [
    '-xzf',
    tarball,
    '-C',
    join(modules, 'expense-fields'),
    '--strip-components=1',
  ]);
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name.startsWith('.') || name === 'expense-fields') continue;
    symlinkSync(join(root, 'node_modules', name), join(modules, name));
  }
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ type: 'module' }));
  writeFileSync(join(consumer, 'consumer.ts'), CONSUMER_SOURCE);
}, 240_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the packed package', () => {
  it('passes publint', async () => {
    const { stdout } = await run(join(root, 'node_modules/.bin/publint'), ['run', tarball]);
    expect(stdout).toContain('All good');
  }, 60_000);

  it('passes arethetypeswrong for an ESM-only package (the CSS has no types to check)', async () => {
    await expect(
      run(join(root, 'node_modules/.bin/attw'), [
        tarball,
        '--profile',
        'esm-only',
        '--exclude-entrypoints',
        'styles.css',
      ]),
    ).resolves.toBeDefined();
  }, 60_000);

  it.each([
    ['bundler', 'esnext'],
    ['node16', 'node16'],
    ['nodenext', 'nodenext'],
  ])(
    'type-checks every entry for a consumer on moduleResolution %s, skipLibCheck off',
    async (resolution, module) => {
      const config = join(consumer, `tsconfig.${resolution}.json`);
      writeFileSync(
        config,
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            skipLibCheck: false,
            jsx: 'react-jsx',
            target: 'es2022',
            lib: ['es2022', 'dom', 'dom.iterable'],
            types: [],
            module,
            moduleResolution: resolution,
          },
          files: ['consumer.ts'],
        }),
      );
      const result = await run(join(root, 'node_modules/.bin/tsc'), ['-p', config], {
        cwd: consumer,
      }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? 'failed' }));
      expect(result.stdout).toBe('');
    },
    120_000,
  );

  it('imports every entry in Node, with import and with require', async () => {
    const script = `
      import { createRequire } from 'node:module';
      const require = createRequire(process.cwd() + '/');
      const out = [];
      for (const entry of ${JSON.stringify(ENTRIES)}) {
        out.push(Object.keys(await import(entry)).length > 0);
        out.push(Object.keys(require(entry)).length > 0);
      }
      console.log(JSON.stringify(out));
    `;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: consumer,
    });
    expect(JSON.parse(stdout.trim())).toEqual(ENTRIES.flatMap(() => [true, true]));
  }, 60_000);
});
