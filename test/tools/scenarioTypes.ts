import { declarationText } from '../../src/cli/declarationText';
import { fieldTypes } from '../../src/cli/fieldTypes';
import { SCENARIOS, type ScenarioName } from '../../src/mock';

/** The scenarios whose types ship: a generated form of two hundred fields is named, not typed. */
export const TYPED_SCENARIOS = (Object.keys(SCENARIOS) as ScenarioName[]).filter(
  (name) => name !== 'large200',
);

/** `receiptPortugal` → `ReceiptPortugalFields`. */
export const scenarioTypeName = (name: ScenarioName) =>
  `${name[0]?.toUpperCase()}${name.slice(1)}Fields`;

/**
 * What `expense-fields types` writes for a mock scenario's envelope (ARCHITECTURE.md "Generated
 * types"), unregistered: the stories name each form kind with a typed handle. The mock ships the
 * files (`src/mock/scenarios/types/`); `scenarioTypes.test.ts` compares, `npm run
 * types:scenarios` writes them anew.
 *
 * @example
 * scenarioTypesText('basic').includes('export interface BasicFields {'); // true
 */
export function scenarioTypesText(name: ScenarioName): string {
  return declarationText(fieldTypes([SCENARIOS[name]()]), {
    name: scenarioTypeName(name),
    sources: [`the mock scenario \`${name}\``],
    register: false,
  });
}
