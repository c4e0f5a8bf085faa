import type { JsonObject } from '../../src/core/wire/model/types';
import { scenarioEnvelope, type ScenarioName } from '../../src/mock';
import { coded, type ObjectEntry } from './snippetWriter';

/**
 * A scenario envelope of the mock, with attributes of the story's own on top; a snippet shows it
 * as `scenarioEnvelope(name)` (spread under the extra attributes), not as its hundred lines.
 *
 * @example
 * formStory({ args: { envelope: scenario('basic', { validationErrors }) } });
 */
export function scenario(name: ScenarioName, extra: JsonObject = {}): JsonObject {
  return coded({ ...scenarioEnvelope(name), ...extra }, (writer, indent, column) => {
    const call = `${writer.use('expense-fields/mock', 'scenarioEnvelope')}('${name}')`;
    const keys = Object.keys(extra);
    if (keys.length === 0) return call;
    return writer.object(
      [
        [null, () => call] as const,
        ...keys.map((key): ObjectEntry => [key, (at, col) => writer.value(extra[key], at, col)]),
      ],
      indent,
      column,
    );
  });
}
