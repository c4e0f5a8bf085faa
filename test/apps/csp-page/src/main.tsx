// An app as the README sets it up (the mock in the browser), built by Vite from the packed
// tarball and served under a strict Content-Security-Policy with Trusted Types (csp.test.ts).
import { setupWorker } from 'msw/browser';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FieldsForm } from 'expense-fields';
import { createExpenseClient } from 'expense-fields/core';
import { createMockService, MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN } from 'expense-fields/mock';
import 'expense-fields/styles.css';

const violations: string[] = [];
document.addEventListener('securitypolicyviolation', (event) => {
  violations.push(`${event.effectiveDirective} ${event.blockedURI}`);
});
Object.assign(window, { cspViolations: violations });

// MSW registers its Service Worker with a string URL, which Trusted Types refuse: the app's
// default policy lets that one script through (expense-fields uses a policy of its own).
const trusted = (window as { trustedTypes?: TrustedTypes }).trustedTypes;
trusted?.createPolicy('default', {
  createScriptURL(url: string) {
    if (new URL(url, location.href).pathname === '/mockServiceWorker.js') return url;
    throw new TypeError(`not allowed: ${url}`);
  },
});
interface TrustedTypes {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): unknown;
}

const mock = createMockService();
Object.assign(window, { mockRequests: mock.requests });
await setupWorker(...mock.handlers).start({ onUnhandledRequest: 'bypass', quiet: true });
const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });

function App() {
  const [saved, setSaved] = useState<string | null>(null);
  if (saved) return <p role="status">Saved report {saved}</p>;
  return (
    <FieldsForm
      source={{ organizationId: MOCK_IDS.swedishOrg, client }}
      onSubmitted={(report) => setSaved(String(report.id))}
    />
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
