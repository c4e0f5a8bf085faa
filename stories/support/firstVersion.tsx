import { useEffect, useState, type ReactNode } from 'react';
import type { ExpenseClient, FieldsEndpoint, JsonValue } from '../../src/core/index';

/**
 * Saves a first version of a new report or expense, as an earlier visit would have: the new
 * object's envelope with these values by property, saved; resolves with the stored object's id.
 *
 * @example
 * const id = await saveFirstVersion(client, fieldsEndpoints.newReport(orgId), { name: 'Taxi' });
 */
export async function saveFirstVersion(
  client: ExpenseClient,
  create: FieldsEndpoint,
  values: Record<string, JsonValue>,
): Promise<string> {
  const loaded = await client.loadFields(create);
  const fields = loaded.fields.map((field) =>
    field.property in values ? { ...field, value: values[field.property] ?? null } : field,
  );
  const result = await client.saveFields(
    create,
    { ...loaded, fields },
    { saveDespiteWarnings: true },
  );
  if (result.kind !== 'created') throw new Error('The first version was not stored.');
  return result.report.id;
}

/**
 * Runs `save` once, then shows the screen on what it stored (by its id), or why it failed; busy
 * meanwhile (`aria-busy`, for a test that waits for it).
 *
 * @example
 * <OnceSaved save={saveReport}>{(id) => <Report reportId={id} />}</OnceSaved>
 */
export function OnceSaved({
  save,
  children,
}: {
  save: () => Promise<string>;
  children: (id: string) => ReactNode;
}) {
  const [saved, setSaved] = useState<{ id: string } | { error: string } | null>(null);
  useEffect(() => {
    void save().then(
      (id) => setSaved({ id }),
      (error: unknown) => setSaved({ error: String(error) }),
    );
  }, [save]);
  if (!saved)
    return (
      <p role="status" aria-busy="true">
        Saving a first version…
      </p>
    );
  return 'id' in saved ? children(saved.id) : <p role="alert">{saved.error}</p>;
}
