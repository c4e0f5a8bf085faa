// The README lists every field of every mock scenario (label, property, control type, whether it
// re-calls), generated from the scenarios: a field a scenario gains and the list lacks fails here.
// `npm run docs:scenarios` writes the list anew.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scenarioFieldsMarkdown } from '../../tools/scenarioFieldsMarkdown';

const README = join(__dirname, '../../../README.md');
const START = '<!-- scenario-fields:start (generated: npm run docs:scenarios) -->';
const END = '<!-- scenario-fields:end -->';

describe("README: the mock scenarios' fields", () => {
  it('lists every field of every scenario, as the scenarios hold them', async () => {
    const readme = readFileSync(README, 'utf8');
    const from = readme.indexOf(START);
    const to = readme.indexOf(END);
    expect(from, 'the README has the generated section').toBeGreaterThan(0);
    const listed = readme.slice(from + START.length, to).trim();
    // As the README is formatted (its tables aligned by Prettier).
    const prettier = await import('prettier');
    const options = { ...(await prettier.resolveConfig(README)), parser: 'markdown' };
    const generated = (await prettier.format(scenarioFieldsMarkdown(), options)).trim();
    if (process.env.UPDATE_README === '1' && listed !== generated) {
      const next = `${readme.slice(0, from + START.length)}\n\n${generated}\n\n${readme.slice(to)}`;
      writeFileSync(README, next);
      return;
    }
    expect(listed).toBe(generated);
  });
});
