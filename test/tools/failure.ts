import { expect } from 'vitest';
import { ExpenseApiError } from '../../src/core/wire/errors';

/** Awaits a call that must fail with an ExpenseApiError, and returns that error. */
export async function failure(promise: Promise<unknown>): Promise<ExpenseApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ExpenseApiError);
  return error as ExpenseApiError;
}
