'use client';
// The form in shadcn/ui: a client component, as the look's controls and the browser's client are
// not props a server component can pass. The server renders it from `initialEnvelope`.
import { FieldsForm } from 'expense-fields';
import { createExpenseClient, type JsonObject } from 'expense-fields/core';
import { MOCK_TOKEN } from 'expense-fields/mock';
import { shadcnControls } from 'expense-fields/shadcn';
import { useState } from 'react';

/** The app's mock at /mock; only the browser sends requests with it. */
const mockClient = () =>
  createExpenseClient({
    baseUrl: `${globalThis.location?.origin ?? 'http://localhost'}/mock`,
    getAccessToken: () => MOCK_TOKEN,
  });

export function ShadcnReport(props: { organizationId: string; envelope: JsonObject }) {
  const [client] = useState(mockClient);
  const [saved, setSaved] = useState<string>();
  if (saved) return <p role="status">Saved report {saved}</p>;
  return (
    <FieldsForm
      controls={shadcnControls}
      source={{ organizationId: props.organizationId, client }}
      initialEnvelope={props.envelope}
      label="New expense report"
      onSubmitted={(report) => setSaved(String(report.id))}
    />
  );
}
