import type { JsonValue } from '../core/wire/types';

/** A shell word in single quotes (a quote inside is closed, escaped and opened again). */
const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * "Copy as cURL" of a request: `requestLine` is what the transport describes (`PUT https://…`,
 * `FieldsTransport.describe`), `body` the JSON sent. The token is never known to devtools: the
 * `Authorization` header carries the placeholder `<token>` for the reader to fill in.
 *
 * @example
 * curlCommand('PUT https://api.example.com/api/v1/expense/me/organizations/1/expensereports/fields', wire);
 * // curl -X PUT 'https://…' -H 'Authorization: Bearer <token>' -H 'Content-Type: application/json' --data-raw '{…}'
 */
export function curlCommand(requestLine: string, body: JsonValue | null): string | null {
  const match = /^([A-Z]+) (\S+)$/.exec(requestLine.trim());
  if (!match) return null;
  const [, method = 'GET', url = ''] = match;
  const lines = [
    `curl -X ${method} ${quoted(url)}`,
    `  -H ${quoted('Authorization: Bearer <token>')}`,
    `  -H ${quoted('Accept: application/json')}`,
  ];
  if (body !== null) {
    lines.push(`  -H ${quoted('Content-Type: application/json')}`);
    lines.push(`  --data-raw ${quoted(JSON.stringify(body))}`);
  }
  return lines.join(' \\\n');
}
