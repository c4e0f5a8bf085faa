// The form against the mock service in the browser: MSW's Service Worker answers the form's
// requests at the page's own origin, from the service's state in this page.
import { FieldsForm } from 'expense-fields';
import { createExpenseClient } from 'expense-fields/core';
import {
  createMockService,
  MOCK_BASE_URL,
  MOCK_IDS,
  MOCK_TOKEN,
  scenarioEnvelope,
} from 'expense-fields/mock';
import 'expense-fields/styles.css';
import { setupWorker } from 'msw/browser';
import { StrictMode, useState, version } from 'react';
import { createRoot } from 'react-dom/client';

const mock = createMockService();
mock.state.setEnvelope(MOCK_IDS.swedishOrg, scenarioEnvelope('basic'));
// Before the first render, or the form's first load goes to the network.
await setupWorker(...mock.handlers).start({ onUnhandledRequest: 'bypass', quiet: true });

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });

function App() {
  const [saved, setSaved] = useState<string>();
  return (
    <main>
      <h1>New expense report</h1>
      {saved ? (
        <p role="status">Saved report {saved}</p>
      ) : (
        <FieldsForm
          source={{ organizationId: MOCK_IDS.swedishOrg, client }}
          onSubmitted={(report) => setSaved(String(report.id))}
        />
      )}
      <footer>React {version}</footer>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
