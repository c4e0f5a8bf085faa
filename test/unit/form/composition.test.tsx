// Report screens made of parts: fields placed anywhere, the rest in server order, the
// default layout's parts on their own, and a headless screen with <FieldsFormProvider>.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import { ExpenseApiError } from '../../../src/core/wire/errors';
import type { FieldsTransport } from '../../../src/core/http/transport';
import type { ExpenseReport, FieldsEnvelope } from '../../../src/core/wire/model/types';
import { versionField, wireField } from '../../../src/mock/scenarios/wireField';
import {
  DraftNotice,
  ErrorSummary,
  FieldsForm,
  FieldsFormProvider,
  FormField,
  FormFields,
  FormStatus,
  RemainingFields,
  SubmitButton,
  useFieldsForm,
} from '../../../src/index';
import { withQuery } from '../../tools/formHarness';
import { renderCounter } from '../../tools/renderCounter';

/** A promise the test settles: no timers, the test says when the server answers. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const fieldsOf = (foreign: boolean) =>
  parseEnvelope({
    fields: [
      wireField('name', 'TEXT', 'Report name'),
      wireField('foreign', 'SWITCH', 'Paid abroad', { requiresUpdate: true, value: foreign }),
      wireField('amount', 'DOUBLE', 'Amount'),
      ...(foreign ? [wireField('rate', 'DOUBLE', 'Exchange rate', { value: 11.4 })] : []),
      wireField('comment', 'MULTI_LINE_TEXT', 'Comment'),
      versionField(1),
    ],
  });

/** The back end: loads at once; re-calls and saves wait for the test. */
function backend() {
  const recalls: ReturnType<typeof deferred<FieldsEnvelope>>[] = [];
  const saves: ReturnType<typeof deferred<ExpenseReport>>[] = [];
  const transport: FieldsTransport = {
    load: async () => fieldsOf(false),
    recall: (envelope) => {
      const reply = deferred<FieldsEnvelope>();
      recalls.push(reply);
      const foreign = envelope.fields.some((f) => f.property === 'foreign' && f.value === true);
      return reply.promise.then(() => fieldsOf(foreign));
    },
    command: async (envelope) => envelope,
    submit: () => {
      const reply = deferred<ExpenseReport>();
      saves.push(reply);
      return reply.promise.then((report) => ({ kind: 'created' as const, report }));
    },
  };
  return { transport, recalls, saves };
}

const labels = (container: HTMLElement) =>
  [...container.querySelectorAll('.ef-field .ef-label')].map((label) => label.textContent);

afterEach(() => vi.restoreAllMocks());

/** The components that draw fields: none renders for a change of the form's state. */
const FIELD_PARTS = new Set(['Field', 'ValueField', 'StaticField', 'FormField', 'RemainingFields']);

describe('<FieldsForm> with children', () => {
  it('draws the children as the layout: placed fields where they are, the rest in server order', async () => {
    const { transport } = backend();
    render(
      withQuery(
        <FieldsForm source={{ transport, key: 'layout' }} label="Report" drafts={false}>
          <section aria-label="Money">
            <FormFields properties={['amount', 'name']} />
          </section>
          <section aria-label="Other">
            <RemainingFields />
          </section>
          <SubmitButton />
        </FieldsForm>,
      ),
    );
    const money = await screen.findByRole('region', { name: 'Money' });
    expect(labels(money)).toEqual(['Amount', 'Report name']);
    expect(labels(screen.getByRole('region', { name: 'Other' }))).toEqual([
      'Paid abroad',
      'Comment',
    ]);
    // Each field once: the form's inputs are unique.
    expect(screen.getAllByRole('textbox', { name: 'Report name' })).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Report' })).toContainElement(
      screen.getByRole('button', { name: 'Save' }),
    );
  });

  it('shows a field a re-call brings: where it is placed, or with the remaining ones', async () => {
    const { transport, recalls } = backend();
    const user = userEvent.setup();
    render(
      withQuery(
        <FieldsForm source={{ transport, key: 'recall-adds' }} drafts={false}>
          <section aria-label="Placed">
            <FormField property="rate" />
          </section>
          <RemainingFields />
        </FieldsForm>,
      ),
    );
    const placed = await screen.findByRole('region', { name: 'Placed' });
    expect(placed).toBeEmptyDOMElement();
    await user.click(screen.getByRole('switch', { name: 'Paid abroad' }));
    expect(recalls).toHaveLength(1);
    await act(async () => recalls[0]?.resolve(fieldsOf(true)));
    expect(within(placed).getByRole('textbox', { name: 'Exchange rate' })).toHaveValue('11.4');
    expect(screen.getAllByRole('textbox', { name: 'Exchange rate' })).toHaveLength(1);
  });

  it('a field added by a re-call and placed nowhere shows with the remaining fields, in server order', async () => {
    const { transport, recalls } = backend();
    const user = userEvent.setup();
    const { container } = render(
      withQuery(
        <FieldsForm source={{ transport, key: 'recall-remaining' }} drafts={false}>
          <FormField property="name" />
          <RemainingFields />
        </FieldsForm>,
      ),
    );
    await user.click(await screen.findByRole('switch', { name: 'Paid abroad' }));
    await act(async () => recalls[0]?.resolve(fieldsOf(true)));
    expect(labels(container)).toEqual([
      'Report name',
      'Paid abroad',
      'Amount',
      'Exchange rate',
      'Comment',
    ]);
  });

  it('a <RemainingFields> before the placed fields in tree order drops them after mount', async () => {
    const { transport } = backend();
    const { container } = render(
      withQuery(
        <FieldsForm source={{ transport, key: 'remaining-first' }} drafts={false}>
          <RemainingFields />
          <FormField property="comment" />
        </FieldsForm>,
      ),
    );
    await screen.findByRole('textbox', { name: 'Report name' });
    expect(labels(container)).toEqual(['Report name', 'Paid abroad', 'Amount', 'Comment']);
    expect(screen.getAllByRole('textbox', { name: 'Comment' })).toHaveLength(1);
  });

  it('a second <FormField> for a property renders nothing and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { transport, recalls } = backend();
    const user = userEvent.setup();
    render(
      withQuery(
        <FieldsForm source={{ transport, key: 'twice' }} drafts={false}>
          <FormField property="name" />
          <FormField property="name" />
          <FormField property="foreign" />
        </FieldsForm>,
      ),
    );
    expect(await screen.findAllByRole('textbox', { name: 'Report name' })).toHaveLength(1);
    // A re-call renders both again: still one field, still one warning.
    await user.click(screen.getByRole('switch', { name: 'Paid abroad' }));
    await act(async () => recalls[0]?.resolve(fieldsOf(true)));
    expect(screen.getAllByRole('textbox', { name: 'Report name' })).toHaveLength(1);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      'expense-fields: <FormField> for "name" is placed twice in one form; the second renders nothing. Place each property once.',
    ]);
  });

  it('without children lays out as before: every field, the status lines and Save', async () => {
    const { transport } = backend();
    const { container } = render(
      withQuery(<FieldsForm source={{ transport, key: 'default' }} drafts={false} />),
    );
    await screen.findByRole('textbox', { name: 'Report name' });
    expect(labels(container)).toEqual(['Report name', 'Paid abroad', 'Amount', 'Comment']);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  });

  it('renders on the server with the fields placed and the remaining ones once (initialEnvelope)', () => {
    const { transport } = backend();
    const html = renderToString(
      withQuery(
        <FieldsForm
          source={{ transport, key: 'ssr' }}
          initialEnvelope={fieldsOf(false)}
          drafts={false}
        >
          <section aria-label="Placed">
            <FormField property="comment" />
          </section>
          <RemainingFields />
          <SubmitButton />
        </FieldsForm>,
      ),
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    document.body.append(page);
    expect(labels(page)).toEqual(['Comment', 'Report name', 'Paid abroad', 'Amount']);
    expect(within(page).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    page.remove();
  });
});

describe('the parts on their own', () => {
  it('each part outside a form throws an error naming the providers', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const parts = [
      ['<FormField>', <FormField property="name" key="a" />],
      ['<FormFields>', <FormFields properties={['name']} key="b" />],
      ['<RemainingFields>', <RemainingFields key="c" />],
      ['<SubmitButton>', <SubmitButton key="d" />],
      ['<FormStatus>', <FormStatus key="e" />],
      ['<ErrorSummary>', <ErrorSummary key="f" />],
      ['<DraftNotice>', <DraftNotice key="g" />],
    ] as const;
    for (const [name, element] of parts) {
      expect(() => render(element)).toThrow(
        `expense-fields: ${name} renders only inside <FieldsForm> or <FieldsFormProvider form={useFieldsForm(...)}>; none is above it.`,
      );
    }
  });

  it('a failed save shows in <FormStatus>, "Try again" takes focus, and no field renders for it', async () => {
    const { transport, saves } = backend();
    const user = userEvent.setup();
    render(
      withQuery(
        <FieldsForm source={{ transport, key: 'failed' }} drafts={false}>
          <RemainingFields />
          <FormStatus />
          <SubmitButton>Send</SubmitButton>
        </FieldsForm>,
      ),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Report name' }), 'Taxi');
    renderCounter.reset();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    const down = new ExpenseApiError(503, 'UNAVAILABLE', 'Down');
    await act(async () => saves[0]?.reject(down));
    expect(screen.getByRole('alert')).toHaveTextContent('Down');
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    expect(renderCounter.names.filter((name) => FIELD_PARTS.has(name))).toEqual([]);
  });

  it('after success focus is on "Saved."; Save is then disabled', async () => {
    const { transport, saves } = backend();
    const user = userEvent.setup();
    render(
      withQuery(
        <FieldsForm source={{ transport, key: 'saved' }} drafts={false}>
          <SubmitButton />
          <RemainingFields />
          <FormStatus />
        </FieldsForm>,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await act(async () => saves[0]?.resolve({ id: 'r1' } as ExpenseReport));
    expect(screen.getByText('Saved.')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('<FormStatus> says the form is loading and why it failed, with a retry', async () => {
    const load = deferred<FieldsEnvelope>();
    const transport: FieldsTransport = { ...backend().transport, load: () => load.promise };
    function Screen() {
      const form = useFieldsForm({ source: { transport, key: 'load' }, drafts: false });
      return (
        <FieldsFormProvider form={form}>
          <FormStatus />
          <FormField property="name" />
        </FieldsFormProvider>
      );
    }
    render(withQuery(<Screen />));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the form…');
    await act(async () => load.reject(new ExpenseApiError(500, 'BOOM', '')));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('BOOM');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('<FieldsFormProvider> (a headless screen)', () => {
  it('gives its parts the form; the screen renders for state changes, its fields only for a new envelope', async () => {
    const { transport, recalls, saves } = backend();
    const user = userEvent.setup();
    let screenRenders = 0;
    function Screen() {
      const form = useFieldsForm({ source: { transport, key: 'headless' }, drafts: false });
      screenRenders += 1;
      return (
        <FieldsFormProvider form={form}>
          <form aria-label="Mine" onSubmit={(event) => event.preventDefault()}>
            <FormField property="foreign" />
            <FormField property="name" />
            <FormStatus />
            <SubmitButton />
          </form>
        </FieldsFormProvider>
      );
    }
    render(withQuery(<Screen />));
    await user.click(await screen.findByRole('switch', { name: 'Paid abroad' }));
    expect(screen.getByText('Updating the form…')).toBeInTheDocument();
    renderCounter.reset();
    await act(async () => recalls[0]?.resolve(fieldsOf(true)));
    expect(screen.queryByText('Updating the form…')).toBeNull();
    // The reply is a new envelope: each placed field takes its new item, once.
    expect(renderCounter.names.filter((name) => FIELD_PARTS.has(name))).toEqual([
      ...['FormField', 'Field'],
      ...['FormField', 'Field'],
    ]);

    const before = screenRenders;
    renderCounter.reset();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    // Saving: the screen and the parts that show the save render; no field does.
    expect(screenRenders).toBeGreaterThan(before);
    expect(renderCounter.names).toContain('SubmitButton');
    expect(renderCounter.names.filter((name) => FIELD_PARTS.has(name))).toEqual([]);
    await act(async () => saves[0]?.resolve({ id: 'r1' } as ExpenseReport));
    expect(screen.getByText('Saved.')).toHaveFocus();
    // Saved: the fields render once more, to lock.
    expect(screen.getByRole('textbox', { name: 'Report name' })).toBeDisabled();
  });
});
