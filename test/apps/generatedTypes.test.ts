// An app that generates its property types with the packed package's bin (typed-app/): the mock's
// envelope written to a file, `expense-fields types` run as npm runs a bin, then `tsc` over a
// screen that names its fields and a file with a misspelt property: the typo, and only the typo,
// is a compile error (ARCHITECTURE.md "Generated types").
import { execFile } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);
const app = join(process.cwd(), 'test/apps/typed-app');
const installed = join(app, 'node_modules/expense-fields');
const tsc = join(process.cwd(), 'node_modules/.bin/tsc');

it('generates the types from the mock envelope with the bin, and a typo fails to compile', async () => {
  // The mock's envelope, read through the packed package's own mock entry.
  const { stdout: envelope } = await run(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const { scenarioEnvelope } = await import('expense-fields/mock'); console.log(JSON.stringify(scenarioEnvelope('basic')));",
    ],
    { cwd: app },
  );
  writeFileSync(join(app, 'envelope.json'), envelope);

  // The bin as npm links it: package.json's `bin`, an executable file with its `#!` line.
  const { bin } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
    bin: Record<string, string>;
  };
  const cli = join(installed, bin['expense-fields'] ?? '');
  expect(readFileSync(cli, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  const { stdout } = await run(
    process.execPath,
    [cli, 'types', 'envelope.json', '--out', 'src/generated/reportFields.d.ts'],
    { cwd: app },
  );
  expect(stdout).toMatch(
    /^Wrote ReportFields to src\/generated\/reportFields\.d\.ts: 8 properties/,
  );
  expect(statSync(join(app, 'src/generated/reportFields.d.ts')).size).toBeGreaterThan(0);

  const checked = await run(tsc, ['-p', 'tsconfig.json'], { cwd: app }).then(
    () => '',
    (error: { stdout: string }) => error.stdout,
  );
  const errors = checked.split('\n').filter((line) => /error TS/.test(line));
  expect(errors).toHaveLength(1);
  // The compiler names the property it meant, too.
  expect(errors[0]).toMatch(
    /^src\/Typo\.tsx\(4,\d+\): error TS\d+: Type '"verification\.amuont"' is not assignable .* Did you mean '"verification\.amount"'\?/,
  );
}, 120_000);
