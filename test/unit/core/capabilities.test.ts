// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  applyCapabilityRules,
  canBeRetracted,
  canChangeExpenses,
  capabilityFactsOf,
  type CapabilityFacts,
} from '../../../src/core/wire/capabilities';
import type { ExpenseRecord, ReportCapabilities } from '../../../src/core/wire/model/types';

const all: ReportCapabilities = {
  canBeDeleted: true,
  canBeRetracted: true,
  canBeSentIn: true,
  canBeEdited: true,
  canRemoveExpenses: true,
  canAddExpenses: true,
};
const facts = (over: Partial<CapabilityFacts>): CapabilityFacts => ({
  status: 'APPROVAL',
  processStatus: 'DRAFT',
  type: 'MANUAL',
  recordStatuses: ['APPROVAL'],
  ...over,
});

describe('spec 2.8 rule 1: canBeRetracted', () => {
  it('holds in APPROVAL with nothing approved', () => expect(canBeRetracted(facts({}))).toBe(true));
  it.each(['NEW', 'APPROVED', 'SENT'] as const)('fails in status %s', (status) =>
    expect(canBeRetracted(facts({ status }))).toBe(false),
  );
  it('fails once a record is approved', () =>
    expect(canBeRetracted(facts({ recordStatuses: ['APPROVAL', 'APPROVED'] }))).toBe(false));
  it('fails once an approval chain instance is approved', () =>
    expect(canBeRetracted(facts({ approvalChainApproved: true }))).toBe(false));
});

describe('spec 2.8 rule 2: adding and removing expenses', () => {
  it('is allowed for a manual draft', () => expect(canChangeExpenses(facts({}))).toBe(true));
  it('is refused when processStatus is REJECTED', () =>
    expect(canChangeExpenses(facts({ processStatus: 'REJECTED' }))).toBe(false));
  it('is refused for a corporate card report', () =>
    expect(canChangeExpenses(facts({ type: 'COMPANY_CARD' }))).toBe(false));
});

describe('applyCapabilityRules', () => {
  it('only takes capabilities away', () => {
    expect(applyCapabilityRules(all, facts({ type: 'COMPANY_CARD', status: 'NEW' }))).toEqual({
      ...all,
      canBeRetracted: false,
      canRemoveExpenses: false,
      canAddExpenses: false,
    });
    expect(applyCapabilityRules({ ...all, canAddExpenses: false }, facts({})).canAddExpenses).toBe(
      false,
    );
  });

  it('reads the facts of a report', () => {
    const records = [{ status: 'APPROVED' }] as ExpenseRecord[];
    expect(
      capabilityFactsOf({
        status: 'APPROVAL',
        processStatus: 'DRAFT',
        type: 'MANUAL',
        expenseRecords: records,
      }),
    ).toEqual(facts({ recordStatuses: ['APPROVED'], approvalChainApproved: false }));
  });
});
