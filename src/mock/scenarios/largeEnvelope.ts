import type { JsonObject } from '../../core/wire/model/types';
import { versionField, wireField } from './wireField';

/** The realistic mix of a large form: text, number, switch, date and list fields in turn. */
const MIX = ['TEXT', 'DOUBLE', 'SWITCH', 'DATE', 'LIST'] as const;

/**
 * A generated envelope of `count` visible fields (plus the hidden version), for benchmarks. The
 * mix cycles text, number, switch, date and list; every value is filled deterministically.
 *
 * @example
 * const wire = largeEnvelope(1000);
 */
export function largeEnvelope(count: number, options: { listUrl?: string } = {}): JsonObject {
  const fields: JsonObject[] = [];
  for (let index = 0; index < count; index += 1) {
    const type = MIX[index % MIX.length] as (typeof MIX)[number];
    const property = `bench.field${index}`;
    const label = `Field ${index + 1}`;
    if (type === 'TEXT') fields.push(wireField(property, type, label, { value: `Value ${index}` }));
    if (type === 'DOUBLE')
      fields.push(wireField(property, type, label, { value: index + 0.5, maxDecimals: 2 }));
    if (type === 'SWITCH')
      fields.push(wireField(property, type, label, { value: index % 2 === 0 }));
    if (type === 'DATE')
      fields.push(
        wireField(property, type, label, { value: `2026-0${(index % 9) + 1}-1${index % 10}` }),
      );
    if (type === 'LIST') {
      fields.push(
        wireField(property, type, label, {
          value: 'SEK',
          url: options.listUrl ?? '/api/v1/expense/lists/currencies',
          data: { id: 'SEK', name: 'SEK – Swedish krona' },
        }),
      );
    }
  }
  fields.push(versionField(1));
  return { fields, meta: { capabilities: null, sections: null, summary: null } };
}
