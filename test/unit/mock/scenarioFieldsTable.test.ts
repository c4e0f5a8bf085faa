// The manual's mock service page lists every field of every mock scenario (label, property, control
// type, whether it re-calls), generated from the scenarios: a field a scenario gains and the list
// lacks fails here. `npm run docs:scenarios` writes the list anew.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scenarioFieldsMarkdown } from '../../tools/scenarioFieldsMarkdown';

/** The table the page "The mock service" shows (stories/manual/12-mock-service.mdx). */
const TABLES = join(__dirname, '../../../stories/manual/tables/mock-scenario-fields.md');

describe("the manual: the mock scenarios' fields", () => {
  it('lists every field of every scenario, as the scenarios hold them', async () => {
    const listed = existsSync(TABLES) ? readFileSync(TABLES, 'utf8') : '';
    // As the repository formats Markdown (its tables aligned by Prettier).
    const prettier = await import('prettier');
    const options = { ...(await prettier.resolveConfig(TABLES)), parser: 'markdown' };
    const generated = await prettier.format(scenarioFieldsMarkdown(), options);
    if (process.env.UPDATE_MANUAL === '1' && listed !== generated) {
      writeFileSync(TABLES, generated);
      return;
    }
    expect(listed, 'run `npm run docs:scenarios`').toBe(generated);
  });
});
