import type {
  ExpenseReport,
  ReportCapabilities,
  ReportProcessStatus,
  ReportStatus,
  ReportType,
  RecordStatus,
} from './model/types';

/** What the two capability rules of spec 2.8 look at. */
export interface CapabilityFacts {
  status: ReportStatus;
  processStatus: ReportProcessStatus;
  type: ReportType;
  /** Statuses of the report's expense records. */
  recordStatuses: readonly RecordStatus[];
  /** Whether any approval chain instance of the report has been approved. */
  approvalChainApproved?: boolean;
}

/**
 * Rule 1 of spec 2.8: a report can be retracted only in status `APPROVAL` while no expense
 * record and no approval chain instance has been approved.
 *
 * @example
 * canBeRetracted({ status: 'APPROVAL', processStatus: 'DRAFT', type: 'MANUAL', recordStatuses: ['APPROVAL'] }); // true
 */
export function canBeRetracted(facts: CapabilityFacts): boolean {
  return (
    facts.status === 'APPROVAL' &&
    !facts.recordStatuses.includes('APPROVED') &&
    facts.approvalChainApproved !== true
  );
}

/**
 * Rule 2 of spec 2.8: expenses can be added to or removed from a report unless its
 * `processStatus` is `REJECTED` or it is a corporate card report.
 *
 * @example
 * canChangeExpenses({ status: 'NEW', processStatus: 'REJECTED', type: 'MANUAL', recordStatuses: [] }); // false
 */
export function canChangeExpenses(facts: CapabilityFacts): boolean {
  return facts.processStatus !== 'REJECTED' && facts.type !== 'COMPANY_CARD';
}

/**
 * Applies the capability rules of spec 2.8 on top of capabilities the service granted: a rule can
 * only take a capability away, never grant one the service withheld.
 *
 * @example
 * const capabilities = applyCapabilityRules(report.meta.capabilities, factsOf(report));
 */
export function applyCapabilityRules(
  granted: ReportCapabilities,
  facts: CapabilityFacts,
): ReportCapabilities {
  const changeExpenses = canChangeExpenses(facts);
  return {
    ...granted,
    canBeRetracted: granted.canBeRetracted && canBeRetracted(facts),
    canRemoveExpenses: granted.canRemoveExpenses && changeExpenses,
    canAddExpenses: granted.canAddExpenses && changeExpenses,
  };
}

/**
 * The facts of an expense report that the capability rules need.
 *
 * @example
 * const facts = capabilityFactsOf(report);
 */
export function capabilityFactsOf(
  report: Pick<ExpenseReport, 'status' | 'processStatus' | 'type' | 'expenseRecords'>,
  approvalChainApproved = false,
): CapabilityFacts {
  return {
    status: report.status,
    processStatus: report.processStatus,
    type: report.type,
    recordStatuses: report.expenseRecords.map((record) => record.status),
    approvalChainApproved,
  };
}
