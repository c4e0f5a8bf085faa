import { isJsonObject } from '../core/wire/json';
import type { JsonObject, JsonValue } from '../core/wire/model/types';

/** The format mark of a recorded session (`recordSession` of `expense-fields/devtools`). */
const RECORDING = 'expense-fields/recording@1';

const isEnvelope = (value: JsonValue | undefined): value is JsonObject =>
  isJsonObject(value) && Array.isArray(value.fields);

/**
 * The wire envelopes a file holds (ARCHITECTURE.md "Generated types"): an envelope, a recorded
 * session (every envelope it sent and was answered, re-calls and refused saves included, in
 * order), or an array of either. Anything else holds none.
 *
 * @example
 * envelopesIn(JSON.parse(readFileSync('session.json', 'utf8'))).length; // 4
 */
export function envelopesIn(json: JsonValue): JsonObject[] {
  if (Array.isArray(json)) return json.flatMap(envelopesIn);
  if (isEnvelope(json)) return [json];
  if (!isJsonObject(json) || json.format !== RECORDING || !Array.isArray(json.exchanges)) return [];
  return json.exchanges.flatMap((exchange) =>
    isJsonObject(exchange)
      ? [exchange.request, exchange.reply].filter((body) => isEnvelope(body))
      : [],
  );
}
