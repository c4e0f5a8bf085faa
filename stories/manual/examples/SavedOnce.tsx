import { useState } from 'react';
import { createExpenseClient } from '../../../src/core/index';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN } from '../../../src/mock/index';
import { clearDrafts, FieldsForm, type ExchangeEvent } from '../../../src/index';

/** Saves carry an idempotency key: turn it on when your service honours the header. */
const client = createExpenseClient({
  baseUrl: MOCK_BASE_URL,
  getAccessToken: () => MOCK_TOKEN,
  wireNames: { idempotencyKeyHeader: 'Idempotency-Key' }, // default null: no header
});

/** A report that is saved once, whatever the network does, with a draft kept per user. */
export function ReportSavedOnce({
  userId,
  log,
}: {
  userId: string;
  log: (e: ExchangeEvent) => void;
}) {
  const [saved, setSaved] = useState<string | null>(null);
  if (saved) return <p role="status">Saved report {saved}</p>;
  return (
    <FieldsForm
      source={{ organizationId: MOCK_IDS.swedishOrg, client }}
      drafts={{ scope: userId }} // whose drafts: one user never sees another's (shared machines)
      onSubmitted={(report) => setSaved(String(report.id))}
      onEvent={(event) => {
        // e.g. { type: 'exchange', kind: 'save', phase: 'applied', status: 201, durationMs: 412, … }
        if (event.type === 'exchange' && event.phase !== 'sent') log(event);
      }}
    />
  );
}

/** Sign-out on a shared machine: that user's drafts and waiting saves go (all with no argument). */
export const signOut = (userId: string) => clearDrafts(userId);
