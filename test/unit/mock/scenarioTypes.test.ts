// @vitest-environment node
// The mock scenarios ship their generated types (ARCHITECTURE.md "Generated types"): a scenario
// that changes while its types do not fails here. `npm run types:scenarios` writes them anew.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldTypes } from '../../../src/cli/fieldTypes';
import { SCENARIOS } from '../../../src/mock';
import type { BasicFields } from '../../../src/mock/scenarios/types/basicFields';
import { scenarioTypesText, TYPED_SCENARIOS } from '../../tools/scenarioTypes';

const folder = join(__dirname, '../../../src/mock/scenarios/types');
const fileOf = (name: string) => join(folder, `${name[0]?.toLowerCase()}${name.slice(1)}.ts`);

describe("the mock scenarios' generated types", () => {
  it.each(TYPED_SCENARIOS.map((typed) => [typed.name, typed] as const))(
    '%s: the shipped file is what the generator writes now',
    async (name, typed) => {
      const file = fileOf(name);
      const shipped = existsSync(file) ? readFileSync(file, 'utf8') : '';
      const prettier = await import('prettier');
      const options = { ...(await prettier.resolveConfig(file)), parser: 'typescript' };
      const generated = await prettier.format(scenarioTypesText(typed), options);
      if (process.env.UPDATE_SCENARIO_TYPES === '1' && shipped !== generated) {
        writeFileSync(file, generated);
        return;
      }
      expect(shipped, 'run `npm run types:scenarios`').toBe(generated);
    },
  );

  it("the mock's report holds what its re-calls add", () => {
    const text = readFileSync(fileOf('MockReportFields'), 'utf8');
    for (const added of [
      'verification.exchangeRate',
      'verification.distance',
      'verification.splits',
    ])
      expect(text).toContain(`'${added}'`);
    const amount: BasicFields['verification.amount'] = 12.5;
    expect(amount).toBe(12.5);
  });

  it('the generator reads the generated form of two hundred fields too', () => {
    expect(fieldTypes([SCENARIOS.large200()]).length).toBeGreaterThanOrEqual(200);
  });
});
