import { declarationText } from '../../src/cli/declarationText';
import { fieldTypes } from '../../src/cli/fieldTypes';
import type { JsonObject } from '../../src/core/wire/model/types';
import { defaultSeed, MOCK_IDS, SCENARIOS, type ScenarioName } from '../../src/mock';
import { buildExpenseForm, type ExpenseKind } from '../../src/mock/scenarios/expenseForm';

/** One shipped file of generated types: its interface and the envelopes it is made from. */
export interface TypedScenario {
  /** The interface, e.g. `ReceiptFields`; the file is named after it (`receiptFields.ts`). */
  name: string;
  /** What the file's first line says it was made from. */
  source: string;
  envelopes: () => JsonObject[];
}

const KINDS: readonly ExpenseKind[] = ['receipt', 'mileage', 'perDiem', 'representation'];

/**
 * The mock's new report as its re-calls make it: every expense type, a foreign currency (the
 * exchange rate), an amount over the limit (the warning) and split rows.
 */
function mockReportEnvelopes(): JsonObject[] {
  const seed = defaultSeed();
  const org = seed.organizations.find((candidate) => candidate.id === MOCK_IDS.swedishOrg);
  if (!org) throw new Error('The default seed has no Swedish organization.');
  return KINDS.flatMap((kind) =>
    [0, 2].map((splitRows) =>
      buildExpenseForm({
        org,
        seed,
        values: new Map<string, JsonObject[string]>([
          ['verification.type', kind],
          ['verification.currency', 'EUR'],
          ['verification.amount', 1_000_000],
        ]),
        version: null,
        splitRows,
      }),
    ),
  );
}

/**
 * The mock's shipped types (ARCHITECTURE.md "Generated types"): each scenario's envelope (a
 * generated form of two hundred fields is named, not typed), and the mock's new report with the
 * fields its re-calls add (`MockReportFields`), unregistered: a screen names its form kind with a
 * typed handle. `scenarioTypes.test.ts` compares the files, `npm run types:scenarios` writes them.
 *
 * @example
 * TYPED_SCENARIOS.map((typed) => typed.name); // ['BasicFields', …, 'MockReportFields']
 */
export const TYPED_SCENARIOS: readonly TypedScenario[] = [
  ...(Object.keys(SCENARIOS) as ScenarioName[])
    .filter((name) => name !== 'large200')
    .map((name) => ({
      name: `${name[0]?.toUpperCase()}${name.slice(1)}Fields`,
      source: `the mock scenario \`${name}\``,
      envelopes: () => [SCENARIOS[name]()],
    })),
  {
    name: 'MockReportFields',
    source: "the mock's new report, every expense type and what its re-calls add",
    envelopes: mockReportEnvelopes,
  },
];

/**
 * What `expense-fields types --no-register` writes for one of them.
 *
 * @example
 * scenarioTypesText(TYPED_SCENARIOS[0]).includes('export interface BasicFields {'); // true
 */
export function scenarioTypesText(typed: TypedScenario): string {
  return declarationText(fieldTypes(typed.envelopes()), {
    name: typed.name,
    sources: [typed.source],
    register: false,
  });
}
