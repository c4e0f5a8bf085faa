// A German page whose form holds dates, a receipt and lists, laid out by default: the strings of
// German and every part of the form are drawn by the server, and a browser that has loaded none
// of them yet hydrates that HTML without a mismatch, on the first request as on every later one.
import { MOCK_IDS } from 'expense-fields/mock';
import { Suspense } from 'react';
import { loadFields } from '@/lib/mock';
import { ReportForm } from '../ReportForm';

export default function GermanPage() {
  return (
    <main lang="de">
      <h1>Neue Spesenabrechnung</h1>
      <Suspense fallback={<p>Die Abrechnung wird geladen…</p>}>
        <Report />
      </Suspense>
    </main>
  );
}

async function Report() {
  const envelope = await loadFields(MOCK_IDS.controlsOrg);
  return <ReportForm organizationId={MOCK_IDS.controlsOrg} envelope={envelope} locale="de" />;
}
