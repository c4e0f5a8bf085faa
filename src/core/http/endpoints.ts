import { requireId } from './requireId';

/**
 * Where a fields-format form loads, re-calls and saves. The service uses the same envelope for
 * new and stored reports and for single expenses by type (ARCHITECTURE.md "The real
 * service"); paths are under `{base_url}/api/v1/expense`.
 */
export interface FieldsEndpoint {
  /**
   * Names the form: the session and its drafts are keyed by it. The presets build it as a JSON
   * array of the preset's name and its ids, so two different endpoints never share a key; give
   * your own endpoint a key no other endpoint has.
   */
  key: string;
  /** GET: the envelope (for a stored object, with its `version`); may carry a query. */
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

/** The key of a preset: its name and ids as a JSON array (one text per endpoint, never shared). */
const keyOf = (preset: keyof typeof fieldsEndpoints, ...ids: string[]) =>
  JSON.stringify([preset, ...ids]);

/** `me/organizations/{id}`, the user's organization (checked: spec 2.1). */
const organization = (organizationId: string) =>
  `/me/organizations/${requireId('organizationId', organizationId)}`;

/** `me/organizations/{id}/expensetypes/{type}/fields`. */
const expenseFields = (organizationId: string, expenseType: string) =>
  `${organization(organizationId)}/expensetypes/${requireId('expenseType', expenseType, 'name')}/fields`;

/**
 * Ready endpoints: a new or stored report, a new or stored expense of a type. Every id is checked
 * when the endpoint is built (`TypeError`), before any request. A stored object is loaded with
 * `GET expensereports/{id}?format=fields` (or `expenses/{id}`): the spec does not show that call,
 * this is the library's choice; give your own {@link FieldsEndpoint} for another.
 *
 * @example
 * <FieldsForm source={{ client, endpoint: fieldsEndpoints.storedReport(organizationId, reportId) }} />
 */
export const fieldsEndpoints = {
  /** A new expense report (spec 4.2). */
  newReport(organizationId: string): FieldsEndpoint {
    const fields = `${organization(organizationId)}/expensereports/fields`;
    return {
      key: keyOf('newReport', organizationId),
      load: fields,
      recall: fields,
      save: { method: 'POST', path: '/expensereports', organizationId },
    };
  },
  /** A stored report: loaded with its version, saved with `PUT expensereports/{id}?format=fields`. */
  storedReport(organizationId: string, reportId: string): FieldsEndpoint {
    const recall = `${organization(organizationId)}/expensereports/fields`;
    const stored = `/expensereports/${requireId('reportId', reportId)}`;
    return {
      key: keyOf('storedReport', organizationId, reportId),
      load: `${stored}?format=fields`,
      recall,
      save: { method: 'PUT', path: stored },
    };
  },
  /** A new expense of a type: `me/organizations/{id}/expensetypes/{type}/fields`, `POST expenses`. */
  newExpense(organizationId: string, expenseType: ExpenseType | string): FieldsEndpoint {
    const fields = expenseFields(organizationId, expenseType);
    return {
      key: keyOf('newExpense', organizationId, expenseType),
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
    const recall = expenseFields(organizationId, expenseType);
    const stored = `/expenses/${requireId('expenseId', expenseId)}`;
    return {
      key: keyOf('storedExpense', organizationId, expenseType, expenseId),
      load: `${stored}?format=fields`,
      recall,
      save: { method: 'PUT', path: stored },
    };
  },
};
