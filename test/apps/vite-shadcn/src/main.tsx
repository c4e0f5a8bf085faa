// The report in shadcn/ui against the mock service in the browser: MSW's Service Worker answers
// the form's requests at the page's own origin. Its colours are the app's shadcn variables
// (index.css); `?theme=dark` sets the `.dark` class, `?lang=de` draws it in German.
import { FieldsForm } from 'expense-fields';
import { createExpenseClient } from 'expense-fields/core';
import { createMockService, MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN } from 'expense-fields/mock';
import { shadcnControls } from 'expense-fields/shadcn';
import { setupWorker } from 'msw/browser';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';

const mock = createMockService();
// Before the first render, or the form's first load goes to the network.
await setupWorker(...mock.handlers).start({ onUnhandledRequest: 'bypass', quiet: true });

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });
const query = new URLSearchParams(location.search);
document.documentElement.classList.toggle('dark', query.get('theme') === 'dark');
const locale = query.get('lang') ?? undefined;

function App() {
  const [saved, setSaved] = useState<string>();
  return (
    <main className="mx-auto max-w-2xl p-6">
      <h1 className="mb-4 text-2xl font-semibold">New expense report</h1>
      {saved ? (
        <p role="status">Saved report {saved}</p>
      ) : (
        <FieldsForm
          controls={shadcnControls}
          locale={locale}
          source={{ organizationId: MOCK_IDS.swedishOrg, client }}
          onSubmitted={(report) => setSaved(String(report.id))}
        />
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
