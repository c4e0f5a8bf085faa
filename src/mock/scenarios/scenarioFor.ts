import type { JsonObject } from '../../core/wire/model/types';
import type { MockOrganization, MockSeed } from '../service/seed';
import { allControlsEnvelope } from './allControls';
import { basicEnvelope } from './basic';
import { buildExpenseForm, type ExpenseKind } from './expenseForm';
import { largeEnvelope } from './largeEnvelope';
import type { ScenarioName } from './index';

/** The scenarios the expense form builder makes (its re-call rules apply), by expense kind. */
const EXPENSE_KINDS: Readonly<Record<string, ExpenseKind>> = {
  receipt: 'receipt',
  // The Portuguese receipt is the receipt form of an organization booked in PT (fiscal QR).
  receiptPortugal: 'receipt',
  mileage: 'mileage',
  perDiem: 'perDiem',
  representation: 'representation',
};

/** The scenarios served as they are: a re-call echoes them. */
const FIXED: ReadonlySet<string> = new Set<ScenarioName>(['allControls', 'basic', 'large200']);

/**
 * The expense kind an organization's scenario starts from, or null for a scenario served as it is
 * (`allControls`, `basic`, `large200`). A name the mock does not know, such as `'expense'`, is the
 * receipt form, as the mock always served it.
 *
 * @example
 * expenseKindOf('mileage'); // 'mileage'
 * expenseKindOf('allControls'); // null
 */
export function expenseKindOf(name: string): ExpenseKind | null {
  return FIXED.has(name) ? null : (EXPENSE_KINDS[name] ?? 'receipt');
}

/**
 * A scenario's envelope as built for an organization: the expense scenarios take its currency,
 * country (fiscal QR in PT), lists and limit; `allControls` its lists. The fields endpoint serves
 * an organization's own scenario with this, and `SCENARIOS` each name for its default organization.
 *
 * @example
 * scenarioFor('mileage', org, seed, null); // the mileage form of `org`
 */
export function scenarioFor(
  name: string,
  org: MockOrganization,
  seed: MockSeed,
  version: number | null,
): JsonObject {
  if (name === 'allControls') return allControlsEnvelope(org, version);
  if (name === 'basic') return basicEnvelope(version);
  if (name === 'large200') return largeEnvelope(200);
  return buildExpenseForm({
    org,
    seed,
    values: new Map([['verification.type', expenseKindOf(name) ?? 'receipt']]),
    version,
    splitRows: 0,
  });
}
