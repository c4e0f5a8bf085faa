// A server component: it reads the report's fields on the server (lib/mock.ts) and draws the form
// with them, so the fields arrive in the server's HTML. The layout parts are placed from here:
// they are client components of the package.
import { FormField, RemainingFields, SubmitButton } from 'expense-fields';
import { parseEnvelope } from 'expense-fields/core';
import { MOCK_IDS } from 'expense-fields/mock';
import { Suspense } from 'react';
import { loadFields } from '@/lib/mock';
import { ReportForm } from './ReportForm';

export default function Home() {
  return (
    <main>
      <h1>New expense report</h1>
      {/* Cache Components: the heading is prerendered, the report is read per request and streams in. */}
      <Suspense fallback={<p>Loading the report…</p>}>
        <Report />
      </Suspense>
    </main>
  );
}

async function Report() {
  const envelope = await loadFields(MOCK_IDS.swedishOrg);
  // The core entry runs on the server (no React in it): the reply is checked here.
  const fields = parseEnvelope(envelope).fields.filter((field) => field.visible).length;
  return (
    <>
      <p>{fields} fields</p>
      <ReportForm organizationId={MOCK_IDS.swedishOrg} envelope={envelope}>
        <div className="ef-grid">
          <FormField property="name" />
          <FormField property="verification.amount" />
        </div>
        <RemainingFields />
        <SubmitButton />
      </ReportForm>
    </>
  );
}
