'use client';
// The app's own client component: a server component cannot hand functions (the access token,
// onSubmitted) to a client component, so the client is built here and the envelope is a prop.
import { FieldsForm } from 'expense-fields';
import { createExpenseClient, type JsonObject } from 'expense-fields/core';
import { MOCK_TOKEN } from 'expense-fields/mock';
import { useState, type ReactNode } from 'react';

interface ReportFormProps {
  organizationId: string;
  /** The report's fields as the service sent them to the server. */
  envelope: JsonObject;
  locale?: string;
  /** The layout, placed from the server component; the default layout without it. */
  children?: ReactNode;
}

export function ReportForm({ organizationId, envelope, locale, children }: ReportFormProps) {
  const [client] = useState(() =>
    createExpenseClient({
      // Requests go out only from the browser: the server render uses `initialEnvelope`.
      baseUrl: `${typeof window === 'undefined' ? 'http://localhost' : window.location.origin}/mock`,
      getAccessToken: () => MOCK_TOKEN,
    }),
  );
  const [saved, setSaved] = useState<string | null>(null);
  if (saved) return <p role="status">Saved report {saved}</p>;
  return (
    <FieldsForm
      source={{ organizationId, client }}
      initialEnvelope={envelope}
      locale={locale}
      label="New expense report"
      onSubmitted={(report) => setSaved(String(report.id))}
    >
      {children}
    </FieldsForm>
  );
}
