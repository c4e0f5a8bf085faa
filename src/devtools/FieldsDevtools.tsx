import {
  lazy,
  Suspense,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
  type CSSProperties,
} from 'react';
import type { FormSession } from '../core/session/context/formSession';
import type { WireNames } from '../core/wire/wireNames';
// From the main entry itself, not its module: the context is then the app's one, and the main
// entry's chunks stay as they are (no chunk split off for the devtools).
import { FieldsFormContext, formsOnPage } from '../index';
import { devtoolsLogOf } from './recorder/devtoolsLog';
import { DevtoolsHostContext } from './recorder/devtoolsHost';
import type { DevtoolsMock } from './recorder/devtoolsMock';

/** The panel is a chunk of its own: an app that keeps `<FieldsDevtools />` pays for it when opened. */
const DevtoolsPanel = lazy(() => import('./panel/DevtoolsPanel'));

/**
 * Where a floating button and the panel's loading note sit: shipped with the button, not in the
 * panel's chunk, so a closed floating button is in its corner from the first render and never in
 * the page's flow (the panel's own styles place the panel once it has loaded).
 */
const FLOATING: Record<'toggle' | 'loading', CSSProperties> = {
  toggle: { position: 'fixed', right: '1rem', bottom: '1rem', zIndex: 2147483000 },
  loading: {
    position: 'fixed',
    right: '1rem',
    bottom: '3.5rem',
    zIndex: 2147483000,
    margin: 0,
    padding: '0.25rem 0.5rem',
    background: '#fff',
    color: '#1a1a1a',
  },
};

/** Props of {@link FieldsDevtools}. */
export interface FieldsDevtoolsProps {
  /** The session to inspect; by default the form's the devtools are placed in. */
  session?: FormSession;
  /** The mock service the form runs on: the panel then shows switches for its faults. */
  mock?: DevtoolsMock;
  /** `floating` (default): a button in the corner that opens the panel over the page; `embedded`: in place. */
  mode?: 'floating' | 'embedded';
  /** Open at once. Default false; the history is kept from mount either way. */
  defaultOpen?: boolean;
  /** The wire names of your client, so copied envelopes and cURL bodies are what it sends. */
  wireNames?: Partial<WireNames>;
}

/**
 * A panel that shows what the server said: the timeline of exchanges (phase, duration, status; a
 * stale reply as dropped, with the one that won), the live envelope as a tree, what each reply
 * changed, messages by origin, the draft and save state, copy as JSON and as cURL (token left
 * out), and the mock's faults. This component is tiny: the panel loads with `import()` when first
 * opened; the history (the last 200 exchanges) is kept from mount (ARCHITECTURE.md "Devtools").
 * Put it inside a form, or pass it as the form's `devtools` prop.
 *
 * @example
 * import { FieldsDevtools } from 'expense-fields/devtools';
 *
 * <FieldsForm source={source}>
 *   <RemainingFields />
 *   <SubmitButton />
 *   {import.meta.env.DEV && <FieldsDevtools />}
 * </FieldsForm>
 */
export function FieldsDevtools({
  session,
  mock,
  mode = 'floating',
  defaultOpen = false,
  wireNames,
}: FieldsDevtoolsProps) {
  const context = useContext(FieldsFormContext);
  const host = useContext(DevtoolsHostContext);
  // Outside any form and given no session: every form on the page, the chosen one shown.
  const forms = useSyncExternalStore(formsOnPage.subscribe, formsOnPage.list, formsOnPage.list);
  const [chosenForm, setChosenForm] = useState<string | null>(null);
  const onPage = !session && !context;
  const picked = onPage
    ? (forms.find((form) => form.id === chosenForm) ?? forms[0])?.session
    : undefined;
  const engine = session ?? context?.session.engine ?? picked;
  const [open, setOpen] = useState(defaultOpen);
  // Once loaded, a closed panel stays mounted (hidden): its history goes on.
  const [loaded, setLoaded] = useState(defaultOpen);
  const id = useId();
  // The history starts when the devtools mount, not when the panel first opens: a developer who
  // sees something odd and then opens the panel finds what led to it (the last 200 exchanges).
  // The log records exchanges and draft events only, none of which a keystroke makes.
  // A host that draws elsewhere (the stories' Storybook panel) keeps its own history.
  const elsewhere = host !== null && !host.inPage;
  const log = useMemo(
    () => (engine && !elsewhere ? devtoolsLogOf(engine) : null),
    [engine, elsewhere],
  );
  useEffect(() => log?.subscribe(() => undefined), [log]);
  // Outside all forms, every form's history is kept, not only the chosen one's.
  useEffect(() => {
    if (!onPage || elsewhere) return undefined;
    const stops = forms.map((form) => devtoolsLogOf(form.session).subscribe(() => undefined));
    return () => {
      for (const stop of stops) stop();
    };
  }, [onPage, elsewhere, forms]);
  // A host (the stories' Storybook panel) is handed the session; it listens only while it shows.
  useEffect(
    () => (host && engine ? host.attach(engine, wireNames ? { wireNames } : {}) : undefined),
    [host, engine, wireNames],
  );
  if (elsewhere) return null;
  const floating = mode === 'floating';
  return (
    <div className={`efd-root efd-${mode}`}>
      {onPage && (
        <label className="efd-forms">
          Form{' '}
          <select
            value={forms.find((form) => form.session === engine)?.id ?? ''}
            onChange={(event) => setChosenForm(event.target.value)}
          >
            {forms.length === 0 && <option value="">No form on the page yet</option>}
            {forms.map((form) => (
              <option key={form.id} value={form.id}>
                {form.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <button
        type="button"
        className="efd-toggle"
        style={floating ? FLOATING.toggle : undefined}
        aria-expanded={open}
        aria-controls={loaded ? id : undefined}
        onClick={() => {
          setOpen(!open);
          setLoaded(true);
        }}
      >
        Fields devtools
      </button>
      {log && engine && loaded && (
        <Suspense
          fallback={
            <p role="status" style={floating ? FLOATING.loading : undefined}>
              Loading the devtools…
            </p>
          }
        >
          <DevtoolsPanel
            id={id}
            hidden={!open}
            session={engine}
            log={log}
            {...(mock ? { mock } : {})}
            {...(wireNames ? { wireNames } : {})}
          />
        </Suspense>
      )}
    </div>
  );
}
