import { applyValues } from '../../values/formValues';
import type { FieldsEnvelope } from '../../wire/model/types';
import type { SessionContext } from './sessionContext';

/**
 * What a request would send now: the current envelope with the store's values through their
 * codecs, and the keys whose value cannot be read yet (`12abc`), which are not sent.
 *
 * @example
 * const { envelope, problems } = requestBody(context, current);
 */
export function requestBody(
  context: SessionContext,
  current: FieldsEnvelope,
): ReturnType<typeof applyValues> {
  return applyValues(current, context.store.getAll(), context.valueContext());
}
