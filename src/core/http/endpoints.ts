/**
 * Where a fields-format form loads, re-calls and saves. The service uses the same envelope for
 * new and stored reports and for single expenses by type (ARCHITECTURE.md "The real
 * service"); paths are under `{base_url}/api/v1/expense`.
 */
export interface FieldsEndpoint {
  /** Names the form: organization + endpoint + object. The session and its drafts are keyed by it. */
  key: string;
  /** GET: the envelope (for a stored object, with its `version`). */
  load: string;
  /** PUT: re-calls and commands (the command goes in the `command` query). */
  recall: string;
  /** Where the envelope is saved: POST creates, PUT updates with the hidden version (409 when stale). */
  save: {
    method: 'POST' | 'PUT';
    path: string;
    /** Query of the save, by meaning; the client gives each its wire name. */
    organizationId?: string;
    expenseType?: string;
  };
}

/** Expense types the service documents for the fields format. */
export type ExpenseType =
  | 'ReceiptVerification'
  | 'CarSpecification'
  | 'SubsistenceAllowance'
  | 'FoodBenefitsSpecification'
  | 'FuelBenefitsSpecification';

const id = (value: string) => encodeURIComponent(value);

/**
 * Ready endpoints: a new or stored report, a new or stored expense of a type. A stored object is
 * loaded with `GET expensereports/{id}?format=fields` (or `expenses/{id}`): the spec does not show
 * that call, this is the library's choice; give your own {@link FieldsEndpoint} for another.
 *
 * @example
 * <FieldsForm source={{ client, endpoint: fieldsEndpoints.storedReport(organizationId, reportId) }} />
 */
export const fieldsEndpoints = {
  /** A new expense report (spec 4.2). */
  newReport(organizationId: string): FieldsEndpoint {
    const fields = `/me/organizations/${id(organizationId)}/expensereports/fields`;
    return {
      key: `${organizationId}:expensereports:new`,
      load: fields,
      recall: fields,
      save: { method: 'POST', path: '/expensereports', organizationId },
    };
  },
  /** A stored report: loaded with its version, saved with `PUT expensereports/{id}?format=fields`. */
  storedReport(organizationId: string, reportId: string): FieldsEndpoint {
    return {
      key: `${organizationId}:expensereports:${reportId}`,
      load: `/expensereports/${id(reportId)}`,
      recall: `/me/organizations/${id(organizationId)}/expensereports/fields`,
      save: { method: 'PUT', path: `/expensereports/${id(reportId)}` },
    };
  },
  /** A new expense of a type: `me/organizations/{id}/expensetypes/{type}/fields`, `POST expenses`. */
  newExpense(organizationId: string, expenseType: ExpenseType | string): FieldsEndpoint {
    const fields = `/me/organizations/${id(organizationId)}/expensetypes/${id(expenseType)}/fields`;
    return {
      key: `${organizationId}:expenses:${expenseType}:new`,
      load: fields,
      recall: fields,
      save: { method: 'POST', path: '/expenses', organizationId, expenseType },
    };
  },
  /** A stored expense: saved with `PUT expenses/{id}?format=fields`. */
  storedExpense(
    organizationId: string,
    expenseType: ExpenseType | string,
    expenseId: string,
  ): FieldsEndpoint {
    return {
      key: `${organizationId}:expenses:${expenseId}`,
      load: `/expenses/${id(expenseId)}`,
      recall: `/me/organizations/${id(organizationId)}/expensetypes/${id(expenseType)}/fields`,
      save: { method: 'PUT', path: `/expenses/${id(expenseId)}` },
    };
  },
};
