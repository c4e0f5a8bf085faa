import { SCENARIOS, type ScenarioName } from '../../src/mock';
import { scenarioFields } from '../../src/mock/scenarios/scenarioFields';

/** Scenarios the manual lists: a generated form of two hundred fields is named, not listed. */
const GENERATED: readonly ScenarioName[] = ['large200'];

const cell = (text: string) => text.replace(/\|/g, '\\|');

/**
 * The manual's list of the mock scenarios' fields (stories/manual/tables): one table per
 * scenario, made from the scenarios themselves, so a field a scenario gains is in the list
 * (`scenarioFieldsTable.test.ts` compares).
 *
 * @example
 * scenarioFieldsMarkdown().startsWith('#### `basic`');
 */
export function scenarioFieldsMarkdown(): string {
  return (Object.keys(SCENARIOS) as ScenarioName[])
    .filter((name) => !GENERATED.includes(name))
    .map((name) => {
      const rows = scenarioFields(name).map(
        (row) =>
          `| ${cell(row.label)} | \`${row.property}\` | ${row.controlType} | ${row.trigger ? 'yes' : ''} | ${row.shown ? '' : 'hidden'} |`,
      );
      return [
        `#### \`${name}\``,
        '',
        '| label | property | control type | re-calls | shown |',
        '| --- | --- | --- | --- | --- |',
        ...rows,
      ].join('\n');
    })
    .join('\n\n');
}
