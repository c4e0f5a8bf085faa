import { useId, useState } from 'react';
import { parseEnvelope } from '../../src/core/wire/envelope';
import { EnvelopeError, type EnvelopeProblem } from '../../src/core/wire/errors';
import { isJsonObject } from '../../src/core/wire/json';
import { FieldsDevtools } from '../../src/devtools';
import {
  ErrorSummary,
  FieldsFormProvider,
  FormStatus,
  RemainingFields,
  SubmitButton,
  useFieldsForm,
} from '../../src/index';
import { MOCK_IDS, SCENARIOS, scenarioEnvelope, type ScenarioName } from '../../src/mock';
import { STORY_DEFAULTS, storyClient } from '../support/StoryForm';
import { storyMock } from '../support/storyMock';
import { LANGUAGE_NAMES } from '../../src/i18n/languageNames';
import { BUILT_IN_LANGUAGES } from '../../src/i18n/textLanguage';

/** The mock's own new report (its re-call rules), or a named scenario the mock serves and echoes. */
type Pick = 'expense' | ScenarioName;

/** What the pasted text is: an envelope to show, or why not. */
type Parsed =
  { problems: readonly EnvelopeProblem[] } | { json: ReturnType<typeof scenarioEnvelope> };

/** Parses pasted text as the form would: not JSON, or an envelope's problems with their paths. */
function parsePasted(text: string): Parsed {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { problems: [{ path: '(text)', message: `not JSON: ${(error as Error).message}` }] };
  }
  try {
    parseEnvelope(json);
  } catch (error) {
    if (error instanceof EnvelopeError) return { problems: error.problems };
    throw error;
  }
  return isJsonObject(json)
    ? { json }
    : { problems: [{ path: '(root)', message: 'expected an object' }] };
}

/** The form on the mock and its devtools; a new `key` mounts a new form (a new load). */
function LiveForm({ locale }: { locale: string }) {
  const [source] = useState(() => ({ organizationId: MOCK_IDS.swedishOrg, client: storyClient() }));
  const form = useFieldsForm({ source, locale, ...STORY_DEFAULTS });
  return (
    <div className="playground-live ef-grid ef-wide">
      <FieldsFormProvider form={form}>
        {/* The theme's form: its font, colours and field spacing, as <FieldsForm> draws it. */}
        <form
          className="ef-form"
          aria-label="Playground form"
          noValidate
          onSubmit={(event) => event.preventDefault()}
        >
          <ErrorSummary />
          <RemainingFields />
          <FormStatus />
          <SubmitButton />
        </form>
      </FieldsFormProvider>
      <FieldsDevtools session={form.engine} mock={storyMock} mode="embedded" defaultOpen />
    </div>
  );
}

/**
 * The devtools playground: paste an envelope (JSON) or pick a mock scenario, choose the locale, and
 * see the form live beside the devtools (timeline, bodies sent, the mock's latency and faults). An
 * envelope that does not parse shows its problems, each with its path.
 */
export function DevtoolsPlayground() {
  const [picked, setPicked] = useState<Pick>('expense');
  const [text, setText] = useState('');
  const [locale, setLocale] = useState('en');
  const [problems, setProblems] = useState<readonly EnvelopeProblem[]>([]);
  const [mounted, setMounted] = useState(0);
  const ids = { scenario: useId(), envelope: useId(), locale: useId() };
  const show = (envelope: ReturnType<typeof scenarioEnvelope> | null) => {
    if (envelope) storyMock.state.setEnvelope(MOCK_IDS.swedishOrg, envelope);
    else storyMock.state.reset();
    setProblems([]);
    setMounted(mounted + 1);
  };
  return (
    // The theme's classes (src/styles.css), as an app's own screen uses them (README "Theme").
    <div className="playground ef-theme ef-grid">
      <section aria-label="Playground settings" className="playground-settings ef-grid ef-wide">
        <div className="ef-field">
          <label className="ef-label" htmlFor={ids.scenario}>
            Mock scenario
          </label>
          <select
            id={ids.scenario}
            className="ef-input"
            value={picked}
            onChange={(event) => {
              const next = event.currentTarget.value as Pick;
              setPicked(next);
              show(next === 'expense' ? null : scenarioEnvelope(next));
            }}
          >
            <option value="expense">The mock's expense report (its re-call rules)</option>
            {Object.keys(SCENARIOS).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="ef-field">
          <label className="ef-label" htmlFor={ids.locale}>
            Locale
          </label>
          <select
            id={ids.locale}
            className="ef-input"
            value={locale}
            onChange={(event) => setLocale(event.currentTarget.value)}
          >
            {BUILT_IN_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
        </div>
        <div className="ef-field ef-wide">
          <label className="ef-label" htmlFor={ids.envelope}>
            Envelope (JSON)
          </label>
          <textarea
            id={ids.envelope}
            className="ef-input ef-code"
            rows={8}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        </div>
        <div className="ef-actions ef-wide">
          <button
            type="button"
            className="ef-button"
            onClick={() => {
              const parsed = parsePasted(text);
              if ('json' in parsed) show(parsed.json);
              else setProblems(parsed.problems);
            }}
          >
            Show this envelope
          </button>
        </div>
        {problems.length > 0 && (
          <div role="alert" className="ef-alert ef-wide" data-kind="error">
            <p className="ef-alert-title">The envelope does not parse:</p>
            <ul aria-label="Envelope problems">
              {problems.map((problem) => (
                <li key={`${problem.path} ${problem.message}`}>
                  <code>{problem.path}</code>: {problem.message}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <LiveForm key={`${mounted} ${locale}`} locale={locale} />
    </div>
  );
}
