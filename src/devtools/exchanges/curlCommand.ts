import type { JsonValue } from '../../core/wire/model/types';

/** A shell word in single quotes (a quote inside is closed, escaped and opened again). */
const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * "Copy as cURL" of a request: `requestLine` is the line the exchange went out with (`PUT https://…`,
 * `ExchangeEvent.requestLine`), `body` the JSON sent (null: none), `headers` the request's own
 * headers (a create's `Idempotency-Key`). The token is never known to devtools: the
 * `Authorization` header carries the placeholder `<token>` for the reader to fill in.
 *
 * @example
 * curlCommand('POST https://api.example.com/api/v1/expense/expensereports?format=fields', wire, { 'Idempotency-Key': key });
 * // curl -X POST 'https://…' -H 'Authorization: Bearer <token>' … -H 'Idempotency-Key: …' --data-raw '{…}'
 */
export function curlCommand(
  requestLine: string,
  body: JsonValue | null,
  headers: Readonly<Record<string, string>> = {},
): string | null {
  const match = /^([A-Z]+) (\S+)$/.exec(requestLine.trim());
  if (!match) return null;
  const [, method = 'GET', url = ''] = match;
  const own = Object.entries(headers).filter(([name]) => !/^(authorization|accept)$/i.test(name));
  // The client sends JSON bodies with their type; a line without reported headers says none.
  if (body !== null && !own.some(([name]) => /^content-type$/i.test(name)))
    own.unshift(['Content-Type', 'application/json']);
  const lines = [
    `curl -X ${method} ${quoted(url)}`,
    `  -H ${quoted('Authorization: Bearer <token>')}`,
    `  -H ${quoted('Accept: application/json')}`,
    ...own.map(([name, value]) => `  -H ${quoted(`${name}: ${value}`)}`),
  ];
  if (body !== null) lines.push(`  --data-raw ${quoted(JSON.stringify(body))}`);
  return lines.join(' \\\n');
}
