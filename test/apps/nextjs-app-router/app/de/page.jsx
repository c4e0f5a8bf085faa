// A German page whose form holds dates, a receipt and lists, laid out by default: the strings of
// German and every part of the form are drawn by the server, and a browser that has loaded none
// of them yet hydrates that HTML without a mismatch, on the first request as on every later one.
import { MOCK_IDS, MOCK_TOKEN } from 'expense-fields/mock';
import { headers } from 'next/headers';
import { ReportForm } from '../ReportForm';

export const dynamic = 'force-dynamic';

export default async function GermanPage() {
  const host = (await headers()).get('host');
  const reply = await fetch(
    `http://${host}/mock/api/v1/expense/me/organizations/${MOCK_IDS.controlsOrg}/expensereports/fields`,
    { headers: { Authorization: `Bearer ${MOCK_TOKEN}` }, cache: 'no-store' },
  );
  return (
    <main lang="de">
      <h1>Neue Spesenabrechnung</h1>
      <ReportForm organizationId={MOCK_IDS.controlsOrg} envelope={await reply.json()} locale="de" />
    </main>
  );
}
