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
  if (!isUrl(source)) {
    const text = await readFile(source, 'utf8').catch((error: NodeJS.ErrnoException) => {
      throw new Error(`cannot read ${source} (${error.code ?? error.message}).`);
    });
    return parsed(text, source);
  }
  const token = env[TOKEN_VARIABLE];
  const response = await fetch(source, {
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  }).catch((error: Error & { cause?: { code?: string; message?: string } }) => {
    const why = error.cause?.code ?? error.cause?.message ?? error.message;
    throw new Error(`${shown(source)} could not be reached (${why}).`);
  });
  if (!response.ok) {
    const hint = token ? '' : ` (no ${TOKEN_VARIABLE} was set)`;
    throw new Error(`${shown(source)} answered ${response.status}${hint}.`);
  }
  return parsed(await response.text(), shown(source));
}

/** A URL as an error names it: no query (a token could be in one). */
const shown = (source: string) => source.replace(/[?#].*$/, '');

/** The JSON of a source's text, or an error that names the source. */
function parsed(text: string, source: string): JsonValue {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    const start = text.slice(0, 20).replace(/\s+/g, ' ').trim();
    throw new Error(`${source} is not JSON (it starts "${start}").`);
  }
}
