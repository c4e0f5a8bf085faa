// The mock's scenarios: the built-in envelopes, their fields, and recorded scenarios replayed.
import type { JsonObject } from '../../core/wire/model/types';
import { defaultSeed, MOCK_IDS, type MockOrganization } from '../service/seed';
import { allControlsEnvelope } from './allControls';
import { basicEnvelope } from './basic';
import { buildExpenseForm, type ExpenseKind } from './expenseForm';
import { largeEnvelope } from './largeEnvelope';

/** Names of the scenario envelopes. */
export type ScenarioName =
  | 'basic'
  | 'receipt'
  | 'receiptPortugal'
  | 'mileage'
  | 'perDiem'
  | 'representation'
  | 'allControls'
  | 'large200';

const orgOf = (id: string): MockOrganization => {
  const org = defaultSeed().organizations.find((candidate) => candidate.id === id);
  if (!org) throw new Error(`The default seed has no organization ${id}.`);
  return org;
};

const expenseOf =
  (kind: ExpenseKind, orgId: string = MOCK_IDS.swedishOrg) =>
  () =>
    buildExpenseForm({
      org: orgOf(orgId),
      seed: defaultSeed(),
      values: new Map([['verification.type', kind]]),
      version: null,
      splitRows: 0,
    });

/**
 * The named scenario envelopes, as wire JSON. Together they cover every controlType of spec 2.7,
 * nested and removable groups, invisible and custom fields, and a `qrCodeSupported` attachment.
 */
export const SCENARIOS: Record<ScenarioName, () => JsonObject> = {
  basic: () => basicEnvelope(),
  receipt: expenseOf('receipt'),
  receiptPortugal: expenseOf('receipt', MOCK_IDS.portugueseOrg),
  mileage: expenseOf('mileage'),
  perDiem: expenseOf('perDiem'),
  representation: expenseOf('representation'),
  allControls: () => allControlsEnvelope(orgOf(MOCK_IDS.controlsOrg)),
  large200: () => largeEnvelope(200),
};

/**
 * A scenario envelope by name (a fresh copy each time).
 *
 * @example
 * mock.state.setEnvelope(MOCK_IDS.swedishOrg, scenarioEnvelope('allControls'));
 */
export function scenarioEnvelope(name: ScenarioName): JsonObject {
  return SCENARIOS[name]();
}
