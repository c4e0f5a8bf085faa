import { vi } from 'vitest';
import { createFormSession } from '../../src/core/session/createFormSession';
import type { FormSessionOptions } from '../../src/core/session/context/formSession';
import { createMemoryStore } from '../../src/core/session/store/memoryStore';
import type { FieldsEnvelope, JsonObject } from '../../src/core/wire/model/types';
import { versionField, wireField } from '../../src/mock/scenarios/wireField';
import { envelopeOf, scriptedTransport, sentValue, type Script } from './scriptedTransport';

/** A name, an amount and a currency that re-calls (`requiresUpdate`), with the hidden version. */
export function currencyFields(name: { mandatory?: boolean } = {}): JsonObject[] {
  return [
    wireField('name', 'TEXT', 'Report name', name.mandatory ? { mandatory: true } : {}),
    wireField('verification.amount', 'DOUBLE', 'Amount', { maxDecimals: 2 }),
    wireField('currency', 'TEXT', 'Currency', { requiresUpdate: true, value: 'SEK' }),
    versionField(3),
  ];
}

/**
 * The re-call of the server in these tests: it adds an exchange rate (value 1) when the currency
 * is not SEK, keeps the one sent while it stays foreign, and removes it for SEK: a field a re-call
 * brings and takes away. Answers after 50 ms.
 */
export function withRate(body: FieldsEnvelope) {
  const rate = envelopeOf([wireField('exchangeRate', 'DOUBLE', 'Exchange rate', { value: 1 })])
    .fields[0];
  const kept = body.fields.filter((field) => field.property !== 'exchangeRate');
  const foreign = sentValue(body, 'currency') !== 'SEK';
  const had = kept.length !== body.fields.length;
  const fields = !foreign || !rate ? kept : had ? body.fields : [...kept, rate];
  return { latencyMs: 50, value: { ...body, fields } };
}

/**
 * A session over the scripted back end of `fields` (re-calls by `withRate` unless the script says
 * otherwise), in a memory store, with `onError` recorded.
 *
 * @example
 * const { session, backend } = currencySession(currencyFields(), {}, { history: false });
 */
export function currencySession(
  fields: JsonObject[],
  script: Script = {},
  options: Partial<FormSessionOptions> = {},
) {
  const backend = scriptedTransport(envelopeOf(fields), { recall: withRate, ...script });
  const onError = vi.fn();
  const session = createFormSession({
    transport: backend.transport,
    store: createMemoryStore(),
    onError,
    ...options,
  });
  return { backend, session, onError };
}
