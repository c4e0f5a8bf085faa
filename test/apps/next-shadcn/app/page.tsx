// A server component: it reads the report's fields from the mock per request and draws the form
// with them in shadcn/ui (ShadcnReport), so the fields arrive in the server's HTML.
import type { JsonObject } from 'expense-fields/core';
import { MOCK_IDS, MOCK_TOKEN } from 'expense-fields/mock';
import { connection } from 'next/server';
import { answerMock } from '@/lib/mock';
import { ShadcnReport } from './ShadcnReport';

export default async function Home() {
  // At request time, never at build time (Next.js docs, `connection`).
  await connection();
  const reply = await answerMock(
    new Request(
      `http://localhost/mock/api/v1/expense/me/organizations/${MOCK_IDS.swedishOrg}/expensereports/fields`,
      { headers: { Authorization: `Bearer ${MOCK_TOKEN}` } },
    ),
  );
  const envelope = (await reply.json()) as JsonObject;
  return (
    <main className="mx-auto max-w-2xl p-6">
      <h1 className="mb-4 text-2xl font-semibold">New expense report</h1>
      <ShadcnReport organizationId={MOCK_IDS.swedishOrg} envelope={envelope} />
    </main>
  );
}
