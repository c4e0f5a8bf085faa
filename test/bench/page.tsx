// First: React looks for the DevTools hook when react-dom loads; the same counter as the tests.
import { renderCounter } from '../tools/renderCounter';
import { JsonForms } from '@jsonforms/react';
import { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseEnvelope } from '../../src/core/wire/envelope';
import type { JsonObject } from '../../src/core/wire/model/types';
import { DraftNotice } from '../../src/react/status/DraftNotice';
import { ErrorSummary } from '../../src/react/status/ErrorSummary';
import { FieldsForm } from '../../src/react/form/FieldsForm';
import { FieldList } from '../../src/react/layout/FieldList';
import { FormStatus } from '../../src/react/status/FormStatus';
import { SubmitButton } from '../../src/react/status/SubmitButton';
import { FieldsDevtools } from '../../src/devtools/FieldsDevtools';
import '../../src/styles.css';
import type { ControlProps } from '../../src/registry/types';
import { dateTimeFormat } from '../../src/core/values/locale/intlFormats';
import { createBurstBackend, type BurstStats } from '../tools/burstBackend';
import { benchEnvelope, echoTransport } from './benchEnvelope';
import { usableFields } from './usableFields';
import { MarkupDate } from './markupDate';
import { rjsfSchema } from './rjsfSchema';

/** The same N fields for every library: text, number, switch, date and list in turn (the mock's generator). */
const params = new URLSearchParams(location.search);
const lib = params.get('lib') ?? 'floor';
// Nothing is preloaded: the page starts as an app's page does, and the mount is timed until every
// field can take input (`usable`), so code a form loads late is in the figure.
// `nohistory`: our form without its undo history (what the history costs).
const ours =
  lib === 'fieldsform' || lib === 'devtools' || lib === 'nohistory' || lib === 'fieldsform-mui';
/** What `rjsf-mui/rjsfMui.tsx` gives the page: react-jsonschema-form's MUI theme around a form. */
interface RjsfMuiPage {
  muiVersion: string;
  Theme: (props: { children: ReactNode }) => ReactNode;
  Form: typeof Form;
}
// Its package is the bench's alone, installed on the bench's first run (benchPage.mjs), not by
// `npm ci`: found by a glob, which the type check and the lint of `npm test` do not follow.
const rjsfMuiPage = import.meta.glob<RjsfMuiPage>('./rjsf-mui/rjsfMui.tsx');
// The Material UI libraries: their code (MUI 9 for ours, MUI 7 for react-jsonschema-form's theme)
// is a chunk of its own, fetched and run before the bench starts as every other library's code is,
// so that the other libraries' pages do not run MUI's module code (its styled parts, two copies).
const mui =
  lib === 'fieldsform-mui'
    ? await import('./fieldsformMui')
    : lib === 'rjsf-mui'
      ? await rjsfMuiPage['./rjsf-mui/rjsfMui.tsx']?.()
      : undefined;
// Which MUI drew the page: the runner reports it, so a resolution gone wrong shows.
if (mui) document.documentElement.dataset.mui = mui.muiVersion;
// For the cold figures (ARCHITECTURE.md "Bundles"): `&dates=off` draws the dates as text fields,
// `&receipt` puts a receipt field first, `&locale=de` words the form in German.
const wire = benchEnvelope(params);
const locale = params.get('locale') ?? undefined;
// `markup`'s date field: `native`, or by the library's name `markup-segments` (ours) or
// `markup-input` (one input; markupDate.tsx).
const markupDate = lib.split('-')[1] ?? 'native';

const fields = (wire.fields as JsonObject[]).filter((field) => field.visible === true);
/** The floor's rows: a label and a bare input each. */
function floorRows(
  labelClass: string | undefined,
  inputClass: string | undefined,
  row: string | undefined,
) {
  return (
    <>
      {fields.map((field, index) => {
        const id = `floor-${index}`;
        const label = String(field.name);
        // The cheapest field a person can type into for each kind: a checkbox for a switch, a
        // text input for the rest. A native `<select>` or `<input type="date">` is not cheap in
        // Chromium: its first paint in a fresh renderer took a task of 0.6 s at N = 200 and made
        // the floor slower than our form, so the ratios said more about them than about us.
        const input =
          field.controlType === 'SWITCH' ? (
            <input id={id} type="checkbox" defaultChecked={field.value === true} />
          ) : (
            <input
              id={id}
              className={inputClass}
              type="text"
              defaultValue={String(field.value ?? '')}
            />
          );
        return (
          <div key={id} className={row}>
            <label htmlFor={id} className={labelClass}>
              {label}
            </label>
            {input}
          </div>
        );
      })}
    </>
  );
}

/**
 * Bare React inputs. `floor` gives each row the theme's classes, so the same stylesheet (spacing,
 * and `.ef-field`'s containment: a row far from the viewport is not laid out) applies to it as to
 * ours, and the same presentational fieldset around the rows (Chromium registers controls that
 * sit directly in a `<form>` quadratically: ARCHITECTURE.md "Mount"); `plain` is the same markup
 * without classes or fieldset (every row laid out), the floor of the earliest runs.
 */
function Floor({ themed }: { themed: boolean }) {
  const row = themed ? 'ef-field' : undefined;
  const labelClass = themed ? 'ef-label' : undefined;
  const inputClass = themed ? 'ef-input' : undefined;
  return (
    <form>
      {themed ? (
        <fieldset role="presentation" className="ef-fields">
          {floorRows(labelClass, inputClass, row)}
        </fieldset>
      ) : (
        floorRows(labelClass, inputClass, row)
      )}
    </form>
  );
}

/**
 * Our form's markup for the same fields, drawn by bare React without any of our logic (no
 * session, no hooks, no parsing): what our DOM costs on its own. `markup` over `floor` is the cost
 * of the markup (the date's spelled-out echo, the combobox, ids and ARIA); `fieldsform` over
 * `markup` the cost of our code.
 */
function Markup() {
  const date = dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <form className="ef-form" noValidate>
      <div role="status" className="ef-draft" />
      <fieldset role="presentation" className="ef-fields">
        {fields.map((field, index) => {
          const id = `m-f_bench-252Efield${index}`;
          const label = (
            <label className="ef-label" htmlFor={id} id={`${id}-label`}>
              {String(field.name)}
            </label>
          );
          let control;
          if (field.controlType === 'TEXT')
            control = (
              <input className="ef-input" id={id} type="text" defaultValue={String(field.value)} />
            );
          else if (field.controlType === 'DOUBLE')
            control = (
              <input
                className="ef-input ef-number"
                inputMode="decimal"
                autoComplete="off"
                id={id}
                type="text"
                defaultValue={Number(field.value).toFixed(2)}
              />
            );
          else if (field.controlType === 'SWITCH')
            control = (
              <input
                id={id}
                className="ef-switch"
                role="switch"
                type="checkbox"
                defaultChecked={field.value === true}
              />
            );
          else if (field.controlType === 'DATE')
            control = (
              <MarkupDate
                id={id}
                value={String(field.value)}
                spelled={date.format(new Date(`${String(field.value)}T00:00:00Z`))}
                design={markupDate}
              />
            );
          else
            control = (
              <div className="ef-combobox">
                <div className="ef-combobox-input">
                  <input
                    id={id}
                    className="ef-input"
                    role="combobox"
                    autoComplete="off"
                    aria-autocomplete="list"
                    aria-expanded="false"
                    aria-controls={`${id}-list`}
                    type="text"
                    defaultValue="SEK – Swedish krona"
                  />
                  <button
                    type="button"
                    className="ef-combobox-button"
                    tabIndex={-1}
                    aria-label="Show options"
                    aria-expanded="false"
                    aria-controls={`${id}-list`}
                  >
                    <span aria-hidden="true">▾</span>
                  </button>
                </div>
                <div
                  id={`${id}-list`}
                  role="listbox"
                  aria-label={String(field.name)}
                  className="ef-listbox"
                  tabIndex={-1}
                  hidden
                />
              </div>
            );
          return (
            <div
              key={id}
              className="ef-field"
              data-field={id}
              data-ef-property={String(field.property)}
            >
              {label}
              {control}
            </div>
          );
        })}
      </fieldset>
      <p role="status" className="ef-progress" aria-live="polite" />
      <p role="status" className="ef-visually-hidden" aria-live="polite" />
      <div className="ef-actions-area">
        <div className="ef-actions">
          <button type="submit" className="ef-button">
            Save
          </button>
        </div>
      </div>
    </form>
  );
}

/**
 * `&trivial` (BENCH_QUERY): our form with a bare input for every control, for telling the field
 * machinery's cost from the controls'. Never part of a reported run.
 */
function TrivialControl({ inputRef, ...props }: ControlProps) {
  return (
    <input
      ref={inputRef as never}
      id={props.id}
      className="ef-input"
      defaultValue={typeof props.value === 'string' ? props.value : ''}
    />
  );
}
// `&trivial=LIST,DATE` replaces those controls only.
const TRIVIAL = Object.fromEntries(
  (params.get('trivial') || 'TEXT,DOUBLE,SWITCH,DATE,LIST').split(',').map((type) => [
    type,
    {
      component: TrivialControl,
      label: 'label' as const,
      commit: 'blur' as const,
      bind: 'native' as const,
    },
  ]),
);

/** The envelope parsed as our form's client would, timed for the mount's phases. */
function timedParse() {
  const start = performance.now();
  const envelope = parseEnvelope(wire);
  parseMs += performance.now() - start;
  return envelope;
}

const burstBackend = createBurstBackend({ latencyMs: 120 });

function App() {
  if (lib === 'burst')
    return (
      <QueryClientProvider client={new QueryClient()}>
        <FieldsForm
          source={{ transport: burstBackend.transport, key: 'burst' }}
          recallBurstMs={Number(params.get('quiet') ?? '150')}
        />
      </QueryClientProvider>
    );
  if (ours || lib === 'review') {
    const envelope = timedParse();
    // `&hang`: a reply that never comes, for profiling the work before it (never reported).
    const transport = echoTransport(envelope, params.has('hang'));
    const form = (
      <QueryClientProvider client={new QueryClient()}>
        <FieldsForm
          source={{ transport, key: 'bench' }}
          {...(params.has('trivial') ? { controls: TRIVIAL } : {})}
          {...(mui && 'controls' in mui ? { controls: mui.controls } : {})}
          drafts={params.get('drafts') === 'off' ? false : undefined}
          history={lib === 'nohistory' ? false : undefined}
          locale={locale}
          // `&ready`: the envelope in hand (a server-rendered page's, or one fetched before the
          // form mounts), as the floor and the other libraries get their data.
          {...(params.has('ready') ? { initialEnvelope: envelope } : {})}
          {...(lib === 'review' ? { mode: 'review' as const } : {})}
        >
          {lib === 'devtools' ? (
            // The default layout, plus a closed devtools button: the cost of keeping it.
            <>
              <DraftNotice />
              <ErrorSummary />
              <FieldList items={envelope.fields} />
              <FormStatus />
              <SubmitButton />
              <FieldsDevtools />
            </>
          ) : undefined}
        </FieldsForm>
      </QueryClientProvider>
    );
    return mui ? <mui.Theme>{form}</mui.Theme> : form;
  }
  const { schema, data, uiSchema } = rjsfSchema(fields);
  if (lib === 'rjsf' || lib === 'rjsf-mui') {
    // The same schema and props for both: only the theme's widgets differ.
    const ThemedForm = mui && 'Form' in mui ? mui.Form : Form;
    const form = (
      <ThemedForm schema={schema} formData={data} validator={validator} uiSchema={uiSchema} />
    );
    return mui ? <mui.Theme>{form}</mui.Theme> : form;
  }
  if (lib === 'jsonforms') return <JsonFormsApp schema={schema} initial={data} />;
  if (lib.startsWith('markup')) return <Markup />;
  return <Floor themed={lib !== 'plain'} />;
}

function JsonFormsApp({ schema, initial }: { schema: object; initial: Record<string, unknown> }) {
  return (
    <JsonForms schema={schema} data={initial} renderers={vanillaRenderers} cells={vanillaCells} />
  );
}

/** Every field of the page can take input (`usableFields`, the same check as the cold page's). */
const usable = () =>
  usableFields(
    document.getElementById('root') as HTMLElement,
    fields.length,
    ours ? 'ours' : lib === 'review' ? 'review' : 'other',
  );

const middle = fields.findIndex(
  (field, index) => field.controlType === 'TEXT' && index >= Math.floor(fields.length / 2),
);
const middleLabel = String(fields[middle]?.name);

function findMiddleInput(): HTMLInputElement | null {
  // A review has no input: its middle field's value (the `<dd>` after the label) stands for it.
  if (lib === 'review')
    return ([...document.querySelectorAll('dt')].find((node) => node.textContent === middleLabel)
      ?.nextElementSibling ?? null) as HTMLInputElement | null;
  const label = [...document.querySelectorAll('label')].find(
    (node) => node.textContent?.trim().replace(/\s*\*$/, '') === middleLabel,
  );
  if (!label) return null;
  return (
    (label.control as HTMLInputElement | null) ??
    label.parentElement?.querySelector('input') ??
    null
  );
}

// The date field in the form's second half: the keystroke bench types into its segments too, so
// a keystroke in a date segment is measured against one in a text field of the same page.
const middleDate = fields.findIndex(
  (field, index) => field.controlType === 'DATE' && index >= Math.floor(fields.length / 2),
);
const middleDateLabel = String(fields[middleDate]?.name);

let middleDateGroup: Element | null = null;
/**
 * The middle date field's segments (spin buttons), in the locale's order; none for a floor. The
 * field's group is looked up once (a look walks every label, as `findMiddleInput`'s does, and
 * that walk is the page's cost, not the form's), its segments on each call.
 */
function middleDateSegments(): HTMLElement[] {
  if (!middleDateGroup?.isConnected) {
    const label = [...document.querySelectorAll('label')].find(
      (node) => node.textContent?.trim().replace(/\s*\*$/, '') === middleDateLabel,
    );
    middleDateGroup =
      (label && document.getElementById(label.htmlFor)?.closest('[role="group"]')) ?? null;
  }
  return middleDateGroup
    ? [...middleDateGroup.querySelectorAll<HTMLElement>('[role="spinbutton"]')]
    : [];
}

const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

declare global {
  interface Window {
    gc?: () => void;
    bench: {
      mount(): Promise<{ mountMs: number }>;
      settle(): Promise<{
        heapBytes: number;
        commits: number;
        components: number;
        longestTaskAfterPaintMs: number;
        settledMs: number;
        phases: {
          parseMs: number;
          firstCommitMs: number;
          shownCommitMs: number;
          paintedMs: number;
        };
      }>;
      key(char: string): Promise<{ ms: number; renders: number }>;
      focusDate(): boolean;
      dateKey(char: string): Promise<{ ms: number; renders: number }>;
      dateValue(): string;
      typed(expected: string): boolean;
      value(): string;
      burst(): Promise<BurstStats & { spanMs: number; finalOk: boolean }>;
    };
  }
}

/** Commits React made, counted through the same DevTools hook as the renders, and when. */
let commits = 0;
let commitTimes: number[] = [];
/** Time our form spent parsing the envelope during the mount (ours only; 0 for the others). */
let parseMs = 0;
const devtools = (
  window as unknown as {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: { onCommitFiberRoot: (...args: unknown[]) => void };
  }
).__REACT_DEVTOOLS_GLOBAL_HOOK__;
const countRenders = devtools.onCommitFiberRoot;
devtools.onCommitFiberRoot = (...args) => {
  commits += 1;
  commitTimes.push(performance.now());
  countRenders(...args);
};

/** Long tasks of the page's thread (50 ms and over), from the page's start. */
const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let middleInput: HTMLInputElement | null = null;
/** When the last mount started, found the middle field in a frame, and had that frame drawn. */
let mountMarks = { start: 0, found: 0, painted: 0 };
let mountedRoot: ReturnType<typeof createRoot> | undefined;

window.bench = {
  /**
   * Renders the form and resolves when the first frame in which every field can take input is
   * painted (`usable`): a stand-in, a spinner or a disabled placeholder does not count.
   */
  async mount() {
    // A second mount in the same page (the warm figure: its code compiled) replaces the first,
    // which is taken down before the counts restart and the clock starts.
    if (mountedRoot) {
      mountedRoot.unmount();
      await nextTask();
    }
    commits = 0;
    renderCounter.reset();
    commitTimes = [];
    parseMs = 0;
    const start = performance.now();
    mountedRoot = createRoot(document.getElementById('root') as HTMLElement);
    mountedRoot.render(<App />);
    // Looked at once a frame: a look walks every field, and looking after every task slowed the
    // render it waited for (O(N²) at N = 5000).
    while (!usable()) await frame();
    // Seen in a frame's animation callback: that frame's style, layout and paint run in the same
    // task, after the callback. A task posted now runs once that frame is drawn: the first paint
    // in which every field can be used.
    const found = performance.now();
    await nextTask();
    const painted = performance.now();
    mountMarks = { start, found, painted };
    middleInput = findMiddleInput();
    return { mountMs: painted - start };
  },

  /**
   * What the mount did after its first paint (a draft lookup, a late commit, effects), watched
   * for a second: the long tasks that began after the painting frame (whose own style and layout
   * belong to the first paint), when the last of them ended, the commits and components of the
   * whole mount, and the heap after a forced GC.
   */
  async settle() {
    const { start, found, painted } = mountMarks;
    await sleep(1000);
    const after = longTasks.filter((task) => task.start > found);
    const settled = Math.max(painted, ...after.map((task) => task.start + task.duration));
    const mounted = { commits, components: renderCounter.names.length };
    window.gc?.();
    const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
    return {
      heapBytes: memory?.usedJSHeapSize ?? 0,
      ...mounted,
      longestTaskAfterPaintMs: Math.max(0, ...after.map((task) => task.duration)),
      settledMs: settled - start,
      // Where the mount's time went: parsing (ours), the first commit ("Loading" for ours), the
      // commit that drew the middle field, and the frame that painted it.
      phases: {
        parseMs,
        firstCommitMs: (commitTimes[0] ?? found) - start,
        shownCommitMs: (commitTimes.filter((time) => time <= found).at(-1) ?? found) - start,
        paintedMs: painted - start,
      },
    };
  },

  /**
   * One keystroke into the middle field: the character, the library's work, style and layout
   * (forced, for every library alike), then the frame that paints it. The runner reads the main
   * thread's busy time around each call, so each keystroke is measured on its own.
   */
  async key(char: string) {
    let input = middleInput as HTMLInputElement;
    if (!input.isConnected) input = middleInput = findMiddleInput() ?? input;
    if (document.activeElement !== input) input.focus();
    const rendersBefore = renderCounter.names.length;
    const t0 = performance.now();
    setValue?.call(input, input.value + char);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await nextTask();
    void document.body.offsetHeight;
    const ms = performance.now() - t0;
    const renders = renderCounter.names.length - rendersBefore;
    await frame();
    await nextTask();
    return { ms, renders };
  },

  /**
   * Puts focus in the first segment of the middle date field, as a click there would (before a
   * date is typed: its cost is the focus's, not a keystroke's). False where there is no such
   * field (the floor's native date input).
   */
  focusDate() {
    const first = middleDateSegments()[0];
    first?.focus();
    return first !== undefined;
  },

  /**
   * One key pressed in the focused segment of the middle date field, measured as `key` measures
   * one in a text field: the key event (the field's own handler fills the segment and moves
   * focus on), then forced style and layout, then the painting frame.
   */
  async dateKey(char: string) {
    const segments = middleDateSegments();
    const active = document.activeElement as HTMLElement | null;
    const segment = active && segments.includes(active) ? active : (segments[0] as HTMLElement);
    const rendersBefore = renderCounter.names.length;
    const t0 = performance.now();
    segment.dispatchEvent(
      new KeyboardEvent('keydown', { key: char, bubbles: true, cancelable: true }),
    );
    await nextTask();
    void document.body.offsetHeight;
    const ms = performance.now() - t0;
    const renders = renderCounter.names.length - rendersBefore;
    await frame();
    await nextTask();
    return { ms, renders };
  },

  /** What the middle date field gives the form (`yyyy-MM-dd` when whole). */
  dateValue() {
    return middleDateSegments()[0]?.closest('[role="group"]')?.getAttribute('data-ef-value') ?? '';
  },

  /** The middle field's value before typing. */
  value() {
    return middleInput?.value ?? '';
  },

  /** The middle field holds exactly what was typed: no character lost. */
  typed(expected: string) {
    return (findMiddleInput()?.value ?? '') === expected;
  },

  /** Re-call burst: 20 changes of a `requiresUpdate` switch within one second, replies in 120 ms. */
  async burst() {
    const root = document.getElementById('root') as HTMLElement;
    createRoot(root).render(<App />);
    let toggle = document.querySelector<HTMLInputElement>('[role="switch"]');
    while (!toggle) {
      await nextTask();
      toggle = document.querySelector<HTMLInputElement>('[role="switch"]');
    }
    const stop = burstBackend.watch(root);
    const start = performance.now();
    for (let change = 0; change < 20; change += 1) {
      if (change > 0) await sleep(50);
      toggle.click();
    }
    const spanMs = performance.now() - start;
    await sleep(1500);
    stop();
    const { stats } = burstBackend;
    return {
      ...stats,
      spanMs,
      finalOk: toggle.checked === stats.values.at(-1) && toggle.checked === false,
    };
  },
};
