import { toWire } from '../../core/wire/envelope';
import type { JsonValue } from '../../core/wire/model/types';
import type { WireNames } from '../../core/wire/wireNames';
import { isParsedEnvelope } from './isParsedEnvelope';

/**
 * A body as the service sees it: an envelope written back with its wire names, anything else (a
 * saved object, a list, a list query) as its JSON; null for none.
 *
 * @example
 * const sent = wireBody(event.request, wireNames); // { fields: [...] } as the client sent it
 */
export function wireBody(value: unknown, wireNames: Partial<WireNames> | undefined): JsonValue {
  if (isParsedEnvelope(value)) return toWire(value, wireNames ? { wireNames } : {});
  return JSON.parse(JSON.stringify(value ?? null)) as JsonValue;
}
