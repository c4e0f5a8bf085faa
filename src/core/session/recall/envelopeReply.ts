import { parseEnvelope, type EnvelopeOptions } from '../../wire/envelope';
import { EnvelopeError, type EnvelopeProblem } from '../../wire/errors';
import { isJsonObject } from '../../wire/json';
import type { FieldsEnvelope } from '../../wire/model/types';

/**
 * Attribute values of an envelope that the form replaced by safe defaults (the envelope's
 * `warnings`): the form works on, and reports this once through `onError` so a server bug does
 * not go unnoticed.
 *
 * @example
 * onError={(error) => { if (error instanceof EnvelopeWarning) log.warn(error.message); }}
 */
export class EnvelopeWarning extends EnvelopeError {
  override readonly name = 'EnvelopeWarning';

  constructor(problems: readonly EnvelopeProblem[]) {
    super(problems, 'was read with safe defaults');
  }
}

/**
 * The envelope a transport answered: a parsed one as it is, anything else (say the server's JSON
 * from a custom transport, or a server-rendered page's `initialEnvelope`) parsed here with the
 * given wire names (the defaults unless told), so a transport that forgot
 * `parseEnvelope` still works, and one that answers something else fails once, clearly.
 *
 * @example
 * const envelope = ensureEnvelope(await transport.load(signal));
 */
export function ensureEnvelope(value: unknown, options: EnvelopeOptions = {}): FieldsEnvelope {
  const parsed = value as Partial<FieldsEnvelope> | null;
  if (parsed && Array.isArray(parsed.wireKeys) && isJsonObject(parsed.extra))
    return parsed as FieldsEnvelope;
  return parseEnvelope(value, options);
}
