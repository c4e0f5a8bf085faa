// The demo's second page (`/quick.html`): the headless recipe screen of the stories, with an
// amount input of its own (`useField`), on the demo's mock with the basic scenario. The
// Playwright target of the testing driver is tried on it (test/e2e).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MOCK_IDS, scenarioEnvelope } from '../mock';
import { QuickExpense } from '../../stories/Recipes/QuickExpense';
import '../styles.css';
import { demoMock, startDemoMock } from './mockWorker';

const container = document.getElementById('root');
if (!container) throw new Error('The quick expense page needs a #root element.');

demoMock.state.setEnvelope(MOCK_IDS.swedishOrg, scenarioEnvelope('basic'));
await startDemoMock();
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <QuickExpense />
    </QueryClientProvider>
  </StrictMode>,
);
