// A server component: it fetches the envelope (here from the mock behind this app's own route
// handler, app/mock/[...path]/route.js) and renders the form with it, so the fields arrive in the
// server's HTML. The layout parts are placed from here: they are client components of the package.
import { FormField, RemainingFields, SubmitButton } from 'expense-fields';
import { parseEnvelope } from 'expense-fields/core';
import { MOCK_IDS, MOCK_TOKEN } from 'expense-fields/mock';
import { headers } from 'next/headers';
import { ReportForm } from './ReportForm';

export const dynamic = 'force-dynamic';

export default async function Page() {
  const host = (await headers()).get('host');
  const reply = await fetch(
    `http://${host}/mock/api/v1/expense/me/organizations/${MOCK_IDS.swedishOrg}/expensereports/fields`,
    { headers: { Authorization: `Bearer ${MOCK_TOKEN}` }, cache: 'no-store' },
  );
  const envelope = await reply.json();
  // The core entry runs on the server (no React in it): the reply is checked here.
  const fields = parseEnvelope(envelope).fields.filter((field) => field.visible).length;
  return (
    <main>
      <h1>New expense report</h1>
      <p>{fields} fields</p>
      <ReportForm organizationId={MOCK_IDS.swedishOrg} envelope={envelope}>
        <div className="ef-grid">
          <FormField property="name" />
          <FormField property="verification.amount" />
        </div>
        <RemainingFields />
        <SubmitButton />
      </ReportForm>
    </main>
  );
}
