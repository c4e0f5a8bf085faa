import { readFile } from 'node:fs/promises';
import type { JsonValue } from '../core/wire/model/types';

/**
 * The environment variable whose value `expense-fields types` sends as the bearer token when a
 * source is a fields URL (spec 2.1: `Authorization: Bearer <token>`).
 */
export const TOKEN_VARIABLE = 'EXPENSE_FIELDS_TOKEN';

const isUrl = (source: string) => /^https?:\/\//i.test(source);

/**
 * The JSON of one source of `expense-fields types`: a file, or a fields URL loaded with a GET and
 * the token of {@link TOKEN_VARIABLE} (its value never appears in an error).
 *
 * @example
 * const json = await readSource('https://api.example.com/…/expensereports/fields', process.env);
 */
export async function readSource(
  source: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<JsonValue> {
  if (!isUrl(source)) return JSON.parse(await readFile(source, 'utf8')) as JsonValue;
  const token = env[TOKEN_VARIABLE];
  const response = await fetch(source, {
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) {
    const hint = token ? '' : ` (no ${TOKEN_VARIABLE} was set)`;
    throw new Error(`${source} answered ${response.status}${hint}.`);
  }
  return (await response.json()) as JsonValue;
}
