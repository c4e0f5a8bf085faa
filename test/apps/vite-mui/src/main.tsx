// The report in Material UI against the mock service in the browser: MSW's Service Worker answers
// the form's requests at the page's own origin. `?theme=dark` draws it in MUI's dark palette,
// `?lang=de` in German.
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { FieldsForm } from 'expense-fields';
import { createExpenseClient } from 'expense-fields/core';
import { muiControls } from 'expense-fields/mui';
import { createMockService, MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN } from 'expense-fields/mock';
import { setupWorker } from 'msw/browser';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const mock = createMockService();
// Before the first render, or the form's first load goes to the network.
await setupWorker(...mock.handlers).start({ onUnhandledRequest: 'bypass', quiet: true });

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });
const query = new URLSearchParams(location.search);
const theme = createTheme({ palette: { mode: query.get('theme') === 'dark' ? 'dark' : 'light' } });
const locale = query.get('lang') ?? undefined;

function App() {
  const [saved, setSaved] = useState<string>();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <main>
        <h1>New expense report</h1>
        {saved ? (
          <p role="status">Saved report {saved}</p>
        ) : (
          <FieldsForm
            controls={muiControls}
            locale={locale}
            source={{ organizationId: MOCK_IDS.swedishOrg, client }}
            onSubmitted={(report) => setSaved(String(report.id))}
          />
        )}
      </main>
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
