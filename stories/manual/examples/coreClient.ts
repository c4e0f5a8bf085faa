import {
  createExpenseClient,
  EnvelopeError,
  fieldsEndpoints,
  isConcurrentModification,
  parseEnvelope,
  toWire,
  type ExpenseClient,
  type FieldsEnvelope,
  type JsonObject,
  type JsonValue,
} from '../../../src/core/index';

/** A back end that names two things its own way; every other wire name is the default. */
export const wireNames = { requiresUpdate: 'triggersRecall', organizationIdParam: 'org' };

/** The client of every endpoint: framework-free, for any app or server. */
export function expenseClient(baseUrl: string, getAccessToken: () => Promise<string>) {
  return createExpenseClient({
    baseUrl, // {base_url} of the service
    getAccessToken, // asked on every request ({ refresh: true } after a 401); never in a URL
    wireNames,
  });
}

/** The envelope with values put in by property (a new envelope: the old one is not touched). */
const withValues = (
  envelope: FieldsEnvelope,
  values: Record<string, JsonValue>,
): FieldsEnvelope => ({
  ...envelope,
  fields: envelope.fields.map((field) =>
    Object.hasOwn(values, field.property)
      ? { ...field, value: values[field.property] ?? null }
      : field,
  ),
});

/** A new report by hand: load, a re-call with the values, save; field errors by property. */
export async function createByHand(
  client: ExpenseClient,
  organizationId: string,
  values: Record<string, JsonValue>, // wire values: { 'verification.amount': 120 }
) {
  const envelope = await client.getFields(organizationId, { locale: 'en' }); // parsed and checked
  const reply = await client.recall(organizationId, withValues(envelope, values)); // PUT
  const result = await client.createReport(organizationId, reply, { saveDespiteWarnings: false });
  if (result.kind === 'created') return { report: result.report };
  // Field errors come back as an envelope (a 400 is an answer here, not a throw).
  const errors = result.envelope.fields.filter((field) => field.errorText);
  return { errors: Object.fromEntries(errors.map((field) => [field.property, field.errorText])) };
}

/** Saves a stored report; a 409 (someone else saved first) is told apart from other failures. */
export async function saveStored(client: ExpenseClient, organizationId: string, reportId: string) {
  const endpoint = fieldsEndpoints.storedReport(organizationId, reportId);
  const envelope = await client.loadFields(endpoint); // with the report's `version`
  try {
    return await client.saveFields(endpoint, withValues(envelope, { comment: 'Checked' }));
  } catch (error) {
    if (isConcurrentModification(error)) return 'someone else saved first';
    throw error;
  }
}

/** JSON from anywhere, checked at run time: every problem listed by path, or the wire unchanged. */
export function checkEnvelope(json: JsonObject): string[] | JsonObject {
  try {
    return toWire(parseEnvelope(json, { wireNames }), { wireNames }); // exactly `json` again
  } catch (error) {
    if (error instanceof EnvelopeError) return error.problems.map((problem) => problem.path);
    throw error;
  }
}
