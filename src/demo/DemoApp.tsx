import { useEffect, useState } from 'react';
import { createExpenseClient } from '../core/client';
import type { FieldsEnvelope } from '../core/types';
import { MOCK_BASE_URL, MOCK_EXPENSE_URL, MOCK_IDS, MOCK_TOKEN } from '../mock';

const client = createExpenseClient({
  baseUrl: MOCK_BASE_URL,
  expenseUrl: MOCK_EXPENSE_URL,
  getAccessToken: () => MOCK_TOKEN,
});

/**
 * The demo's "New expense report" screen on the mock service. Until `<FieldsForm>` lands it lists
 * the fields of the envelope the mock serves.
 */
export function DemoApp() {
  const [envelope, setEnvelope] = useState<FieldsEnvelope | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    client
      .getFields(MOCK_IDS.swedishOrg, { signal: controller.signal })
      .then(setEnvelope, (caught: unknown) => {
        if (!controller.signal.aborted)
          setError(caught instanceof Error ? caught.message : String(caught));
      });
    return () => controller.abort();
  }, []);
  return (
    <main className="ef-demo">
      <h1>New expense report</h1>
      <p>This page runs on the in-memory mock service in your browser.</p>
      {error ? <p role="alert">{error}</p> : null}
      {envelope ? (
        <section aria-label="Fields from the mock service">
          <p>{envelope.fields.filter((field) => field.visible).length} fields loaded.</p>
          <ul>
            {envelope.fields
              .filter((field) => field.visible)
              .map((field) => (
                <li key={field.property}>
                  {field.name} <small>({field.controlType})</small>
                </li>
              ))}
          </ul>
        </section>
      ) : (
        <p role="status">Loading the form…</p>
      )}
    </main>
  );
}
