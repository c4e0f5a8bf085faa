import { jsonEqual, parseEnvelope } from '../../src/core/index';
import type { FieldItem, FieldsEnvelope, FieldsTransport, JsonObject } from '../../src/core/index';

/** What a save with no back end answers: a refusal that says so (the form's summary shows it). */
export const NO_BACK_END = 'This example has no back end: nothing was saved.';

/** Every field of the envelope by property, the fields inside groups too. */
function byProperty(fields: readonly FieldItem[], into = new Map<string, FieldItem>()) {
  for (const field of fields) {
    into.set(field.property, field);
    byProperty(field.fields ?? [], into);
  }
  return into;
}

/**
 * The field as a service answers it: a value the user changed was judged anew, so its old error
 * is gone; a field left as served keeps its error (a mandatory field still empty is still wrong).
 */
function judged(field: FieldItem, served: Map<string, FieldItem>, fixed: Set<string>): FieldItem {
  const fields = field.fields?.map((inner) => judged(inner, served, fixed));
  const changed = !jsonEqual(field.value, served.get(field.property)?.value ?? null);
  if (changed) fixed.add(field.property);
  return {
    ...field,
    ...(fields ? { fields } : {}),
    ...(changed ? { error: null, errorText: null } : {}),
  };
}

/**
 * A transport with no back end: it serves one envelope and answers each re-call and command with
 * the envelope sent, less the errors of the fields the user changed (their messages and
 * `validationErrors`); a save says that nothing was saved.
 *
 * @example
 * <FieldsForm source={{ transport: echoTransport(envelope), key: 'example' }} />
 */
export function echoTransport(wire: JsonObject): FieldsTransport {
  const served = byProperty(parseEnvelope(wire).fields);
  const echo = (sent: FieldsEnvelope): FieldsEnvelope => {
    const fixed = new Set<string>();
    const fields = sent.fields.map((field) => judged(field, served, fixed));
    const left = (sent.validationErrors ?? []).filter((said) => !fixed.has(said.property));
    return { ...sent, fields, validationErrors: left };
  };
  return {
    load: async () => parseEnvelope(wire),
    recall: async (sent) => echo(sent),
    command: async (sent) => echo(sent),
    submit: async (sent) => ({
      kind: 'invalid',
      status: 400,
      envelope: {
        ...echo(sent),
        validationErrors: [
          { property: '', code: 'NO_BACK_END', message: NO_BACK_END, level: 'ERROR' },
        ],
      },
    }),
  };
}
