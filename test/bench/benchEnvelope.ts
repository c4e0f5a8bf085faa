import type { FieldsTransport } from '../../src/core/http/transport';
import type { FieldsEnvelope, JsonObject } from '../../src/core/wire/model/types';
import { largeEnvelope } from '../../src/mock/scenarios/largeEnvelope';

/**
 * The bench's form as the service would send it: `n` fields of the mock's mix (text, number,
 * switch, date, list), where `dates=off` draws the dates as text fields and `receipt` puts a
 * receipt field first (the cold figures: what each part of a first render adds).
 *
 * @example
 * const wire = benchEnvelope(new URLSearchParams('n=50&receipt'));
 */
export function benchEnvelope(params: URLSearchParams): JsonObject {
  const envelope = largeEnvelope(Number(params.get('n') ?? '50'));
  let items = envelope.fields as JsonObject[];
  if (params.get('dates') === 'off')
    items = items.map((field) =>
      field.controlType === 'DATE' ? { ...field, controlType: 'TEXT' } : field,
    );
  if (params.has('receipt'))
    items = [
      {
        ...(items[0] as JsonObject),
        property: 'verification.receiptAttachment',
        controlType: 'CONTENT_HOLDER',
        name: 'Receipt',
        value: null,
      },
      ...items.slice(1),
    ];
  return { ...envelope, fields: items };
}

/**
 * A back end that answers at once: the envelope on load, every re-call and command echoed, every
 * save refused as invalid (the bench measures drawing, not a service). `hang` never answers the
 * load (for profiling the work before it).
 *
 * @example
 * <FieldsForm source={{ transport: echoTransport(parseEnvelope(wire)), key: 'bench' }} />
 */
export function echoTransport(envelope: FieldsEnvelope, hang = false): FieldsTransport {
  return {
    load: hang ? () => new Promise<never>(() => undefined) : async () => envelope,
    recall: async (next) => next,
    command: async (next) => next,
    submit: async (next) => ({ kind: 'invalid' as const, envelope: next, status: 400 }),
  };
}
