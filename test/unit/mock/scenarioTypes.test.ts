// @vitest-environment node
// The mock scenarios ship their generated types (ARCHITECTURE.md "Generated types"): a scenario
// that changes while its types do not fails here. `npm run types:scenarios` writes them anew.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldTypes } from '../../../src/cli/fieldTypes';
import { SCENARIOS } from '../../../src/mock';
import { scenarioTypeName, scenarioTypesText, TYPED_SCENARIOS } from '../../tools/scenarioTypes';

const folder = join(__dirname, '../../../src/mock/scenarios/types');

describe("the mock scenarios' generated types", () => {
  it.each(TYPED_SCENARIOS)('%s: the shipped file is what the generator writes now', async (name) => {
    const file = join(folder, `${scenarioTypeName(name).replace(/^./, (c) => c.toLowerCase())}.ts`);
    const shipped = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const prettier = await import('prettier');
    const options = { ...(await prettier.resolveConfig(file)), parser: 'typescript' };
    const generated = await prettier.format(scenarioTypesText(name), options);
    if (process.env.UPDATE_SCENARIO_TYPES === '1' && shipped !== generated) {
      writeFileSync(file, generated);
      return;
    }
    expect(shipped, 'run `npm run types:scenarios`').toBe(generated);
  });

  it('the generator reads the generated form of two hundred fields too', () => {
    expect(fieldTypes([SCENARIOS.large200()]).length).toBeGreaterThanOrEqual(200);
  });
});
