// @vitest-environment node
// An app with one form kind (ARCHITECTURE.md "Generated types"): `expense-fields types` writes
// the declaration file from the mock's report envelope, registered, into test/types/registered,
// and `tsc` checks that program: each `@ts-expect-error` line there (a misspelt property, a wire
// value of the wrong type) must be an error, every other line must compile.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { typesCommand } from '../../../src/cli/typesCommand';
import { scenarioEnvelope } from '../../../src/mock';

const root = join(__dirname, '../../..');
const program = join(root, 'test/types/registered');

it('a registered form kind: typos and wrong value types fail, the rest compiles', async () => {
  const work = mkdtempSync(join(tmpdir(), 'expense-fields-registered-'));
  try {
    writeFileSync(join(work, 'report.json'), JSON.stringify(scenarioEnvelope('basic')));
    const lines: string[] = [];
    const code = await typesCommand(
      [join(work, 'report.json'), '--out', join(program, 'generated/reportFields.d.ts')],
      { cwd: work, env: {}, out: (line) => lines.push(line), err: (line) => lines.push(line) },
    );
    expect([code, lines[0]]).toEqual([0, expect.stringMatching(/^Wrote ReportFields/)]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const output = await promisify(execFile)(
    join(root, 'node_modules/.bin/tsc'),
    ['--noEmit', '-p', join(program, 'tsconfig.json')],
    { cwd: root },
  ).then(
    () => '',
    (error: { stdout: string }) => error.stdout,
  );
  expect(output).toBe('');
}, 120_000);
