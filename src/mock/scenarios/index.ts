// The mock's scenarios: the built-in envelopes, their fields, and recorded scenarios replayed.
import type { JsonObject } from '../../core/wire/model/types';
import { defaultSeed, MOCK_IDS, type MockOrganization } from '../service/seed';
import { scenarioFor } from './scenarioFor';

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

/** A scenario as its organization of the default seed serves it first. */
const servedBy =
  (name: ScenarioName, orgId: string = MOCK_IDS.swedishOrg) =>
  () =>
    scenarioFor(name, orgOf(orgId), defaultSeed(), null);

/**
 * The named scenario envelopes, as wire JSON. Together they cover every controlType of spec 2.7,
 * nested and removable groups, invisible and custom fields, and a `qrCodeSupported` attachment.
 */
export const SCENARIOS: Record<ScenarioName, () => JsonObject> = {
  basic: servedBy('basic'),
  receipt: servedBy('receipt'),
  receiptPortugal: servedBy('receiptPortugal', MOCK_IDS.portugueseOrg),
  mileage: servedBy('mileage'),
  perDiem: servedBy('perDiem'),
  representation: servedBy('representation'),
  allControls: servedBy('allControls', MOCK_IDS.controlsOrg),
  large200: servedBy('large200'),
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
