import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { createExpenseClient, isExpenseReport } from '../core/http/client';
import { fieldsEndpoints } from '../core/http/endpoints';
import type { ExpenseReport } from '../core/wire/model/types';
import { MOCK_BASE_URL, MOCK_EXPENSE_URL, MOCK_IDS, MOCK_TOKEN } from '../mock';
import { FieldsForm } from '../react/form/FieldsForm';
import { DemoFaults } from './DemoFaults';
import { DemoReport } from './DemoReport';
import { LANGUAGE_NAMES } from '../i18n/languageNames';
import { BUILT_IN_LANGUAGES } from '../i18n/textLanguage';

const client = createExpenseClient({
  baseUrl: MOCK_BASE_URL,
  expenseUrl: MOCK_EXPENSE_URL,
  getAccessToken: () => MOCK_TOKEN,
  // The mock honours idempotency keys: a save whose reply was lost is repeated safely.
  // Off by default in a client: a header the service does not allow fails the CORS preflight.
  wireNames: { idempotencyKeyHeader: 'Idempotency-Key' },
});

const ORGANIZATIONS = [
  { id: MOCK_IDS.swedishOrg, name: 'Nordvik AB (Sweden, SEK)' },
  { id: MOCK_IDS.portugueseOrg, name: 'Lisboa Lda (Portugal, EUR, fiscal QR)' },
  { id: MOCK_IDS.controlsOrg, name: 'Every control' },
];
/** Every built-in language: the mock words its own labels in English and Swedish. */
const LOCALES = BUILT_IN_LANGUAGES.map((id) => ({ id, name: LANGUAGE_NAMES[id] }));

/** The demo's "New expense report" screen, running on the in-memory mock service. */
export function DemoApp() {
  const [queryClient] = useState(() => new QueryClient());
  const [organizationId, setOrganizationId] = useState<string>(MOCK_IDS.swedishOrg);
  const [locale, setLocale] = useState('en');
  const [report, setReport] = useState<ExpenseReport | null>(null);
  const [round, setRound] = useState(0);
  // Reports saved on this page, newest last; one may be open for editing.
  const [saved, setSaved] = useState<ExpenseReport[]>([]);
  const [editing, setEditing] = useState<ExpenseReport | null>(null);
  const source = useMemo(
    () =>
      editing
        ? { client, endpoint: fieldsEndpoints.storedReport(editing.organizationId, editing.id) }
        : { organizationId, client },
    [organizationId, editing],
  );
  const title = editing
    ? `Edit expense report ${editing.reportNumber}`
    : report
      ? `Expense report ${report.reportNumber}`
      : 'New expense report';
  return (
    <QueryClientProvider client={queryClient}>
      <main className="ef-demo" lang={locale}>
        <h1>{title}</h1>
        <p className="ef-help">
          This page runs on the in-memory mock service in your browser; nothing leaves it.
        </p>
        {/* A new user took the mock's scan for a real one: say so where it shows. */}
        <p className="ef-demo-note" role="note">
          This demo&apos;s service is simulated: a receipt&apos;s scan fills in made-up values.
        </p>
        <div className="ef-demo-settings">
          <label>
            Organization{' '}
            <select
              className="ef-input"
              value={organizationId}
              onChange={(event) => {
                setOrganizationId(event.target.value);
                setReport(null);
                setEditing(null);
              }}
            >
              {ORGANIZATIONS.map((org) => (
                <option key={org.id} value={org.id}>
                  {org.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Language{' '}
            <select
              className="ef-input"
              value={locale}
              onChange={(event) => setLocale(event.target.value)}
            >
              {LOCALES.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p className="ef-help">
          Try a receipt:{' '}
          <a href={`${import.meta.env.BASE_URL}sample-receipt.png`} download>
            sample-receipt.png
          </a>{' '}
          carries a Portuguese fiscal QR code (choose Lisboa Lda to read it).
        </p>
        <DemoFaults organizationId={organizationId} />
        {report ? (
          <DemoReport
            report={report}
            locale={locale}
            onEdit={() => {
              setEditing(report);
              setReport(null);
            }}
            onAnother={() => {
              setReport(null);
              setRound((value) => value + 1);
            }}
          />
        ) : (
          <FieldsForm
            key={`${organizationId}-${editing?.id ?? 'new'}-${round}`}
            source={source}
            locale={locale}
            label={title}
            onSubmitted={(result) => {
              if (!isExpenseReport(result)) return;
              setReport(result);
              setEditing(null);
              setSaved((list) => [...list.filter((entry) => entry.id !== result.id), result]);
            }}
          />
        )}
        {saved.length > 0 ? (
          <section aria-labelledby="demo-saved-title" className="ef-demo-saved">
            <h2 id="demo-saved-title">Reports saved on this page</h2>
            <ul>
              {saved.map((entry) => (
                <li key={entry.id}>
                  {entry.reportNumber} {entry.name} (version {entry.version}){' '}
                  <button
                    type="button"
                    className="ef-button"
                    data-variant="secondary"
                    aria-label={`Edit ${entry.reportNumber}`}
                    onClick={() => {
                      setOrganizationId(entry.organizationId);
                      setEditing(entry);
                      setReport(null);
                    }}
                  >
                    Edit
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </main>
    </QueryClientProvider>
  );
}
