import { fail, type MockReply, type MockRequest } from '../service/mockContext';

/**
 * The mock serves and takes only the fields format (spec 4.2): a request on a route that could
 * answer another format must say `format=fields`, or it is refused with 400 `UNSUPPORTED_FORMAT`
 * (report and expense creation, and the GET and PUT of a stored object).
 *
 * @example
 * const refused = fieldsFormatRefused(request);
 * if (refused) return refused;
 */
export function fieldsFormatRefused(request: MockRequest): MockReply | null {
  return request.url.searchParams.get('format') === 'fields'
    ? null
    : fail(400, 'UNSUPPORTED_FORMAT', 'Only format=fields is supported.');
}
