/** `expense-fields/mock`: the in-memory expense service (issue 4 fills it). */
export { ExpenseApiError } from '../core/errors';
