import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import type { JsonObject } from '../../../src/core/wire/model/types';
import { MOCK_IDS, scenarioEnvelope } from '../../../src/mock';
import { wireField } from '../../../src/mock/scenarios/wireField';
import { TextControl } from '../../../src/controls/text/TextControl';
import { FieldsForm } from '../../../src/react/form/FieldsForm';
import type { FieldsTransport } from '../../../src/core/http/transport';
import { useFieldsForm } from '../../../src/react/session/useFieldsForm';
import { ControlsProvider } from '../../../src/registry/ControlsProvider';
import { defaultControls } from '../../../src/react/fields/defaultControls';
import { resolveControls } from '../../../src/registry/resolveControls';
import type { ControlProps } from '../../../src/registry/types';
import { mockClient, renderForm, setupMockServer, withQuery } from '../../tools/formHarness';

const mock = setupMockServer();

function staticTransport(wire: JsonObject): FieldsTransport & { submitted: JsonObject[] } {
  const submitted: JsonObject[] = [];
  return {
    submitted,
    load: async () => parseEnvelope(wire),
    recall: async (envelope) => envelope,
    command: async (envelope) => envelope,
    submit: async () => ({ kind: 'invalid', envelope: parseEnvelope(wire), status: 400 }),
  };
}

const Marked = (label: string) =>
  function MarkedInput(props: ControlProps) {
    return (
      <input
        id={props.id}
        data-control={label}
        value={String(props.value ?? '')}
        onChange={(event) => props.onChange(event.target.value)}
      />
    );
  };

describe('the registry', () => {
  it('merges defaults < provider < props without mutating the defaults', () => {
    const fromProvider = Marked('provider');
    const fromProps = Marked('props');
    const merged = resolveControls(
      defaultControls,
      { TEXT: fromProvider, DOUBLE: fromProvider },
      { TEXT: fromProps },
    );
    expect(merged.TEXT).toEqual({
      component: fromProps,
      label: 'label',
      commit: 'blur',
      definition: defaultControls.TEXT?.definition,
    });
    expect(merged.DOUBLE?.component).toBe(fromProvider);
    expect(merged.SWITCH).toBe(defaultControls.SWITCH);
    expect(defaultControls.TEXT?.component.name).toBe('TextControl');
    expect(resolveControls(defaultControls, { RATING: Marked('x') }).RATING).toMatchObject({
      label: 'label',
      commit: 'change',
    });
  });

  it('uses a provider’s control, and a prop over it', async () => {
    mock.state.setEnvelope(MOCK_IDS.swedishOrg, {
      fields: [wireField('a', 'TEXT', 'A'), wireField('b', 'MULTI_LINE_TEXT', 'B')],
    });
    const { container } = render(
      withQuery(
        <ControlsProvider
          controls={{ TEXT: Marked('provider'), MULTI_LINE_TEXT: Marked('provider') }}
        >
          <FieldsForm
            source={{ organizationId: MOCK_IDS.swedishOrg, client: mockClient() }}
            controls={{ MULTI_LINE_TEXT: Marked('props') }}
          />
        </ControlsProvider>,
      ),
    );
    await screen.findByLabelText('A');
    expect(
      [...container.querySelectorAll('[data-control]')].map((node) =>
        node.getAttribute('data-control'),
      ),
    ).toEqual(['provider', 'props']);
  });

  it('renders an unknown controlType read-only and sends its value back unchanged', async () => {
    const transport = staticTransport({
      fields: [wireField('x.hologram', 'HOLOGRAM', 'Hologram', { value: { beam: 3 } })],
    });
    const submit = vi.spyOn(transport, 'submit');
    const user = userEvent.setup();
    render(withQuery(<FieldsForm source={{ transport, key: 'unknown' }} />));
    const output = await screen.findByRole('status', { name: 'Hologram' });
    expect(output).toHaveTextContent('{"beam":3}');
    expect(output).toHaveAccessibleDescription(
      'This field type (HOLOGRAM) cannot be edited here; its value is kept.',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0]?.[0].fields[0]?.value).toEqual({ beam: 3 });
  });

  it('contains a control that throws: the rest of the form works and the value is kept', async () => {
    const onError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const transport = staticTransport({
      fields: [wireField('a', 'TEXT', 'A', { value: 'kept' }), wireField('b', 'TEXT', 'B')],
    });
    const submit = vi.spyOn(transport, 'submit');
    const Broken = (props: ControlProps) => {
      if (props.item.property === 'a') throw new Error('boom');
      return <TextControl {...props} />;
    };
    const user = userEvent.setup();
    render(
      withQuery(<FieldsForm source={{ transport, key: 'broken' }} controls={{ TEXT: Broken }} />),
    );
    expect(
      await screen.findByText('This field could not be shown; its value is kept.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'B' }), 'fine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0]?.[0].fields.map((field) => field.value)).toEqual(['kept', 'fine']);
    onError.mockRestore();
  });
});

describe('controls of the engine', () => {
  it('renders every visible field in server order, never an invisible one', async () => {
    mock.state.setEnvelope(MOCK_IDS.swedishOrg, scenarioEnvelope('allControls'));
    renderForm();
    await screen.findByRole('textbox', { name: /^Report name/ });
    expect(screen.queryByText('trace-7')).toBeNull();
    expect(screen.queryByLabelText('Hidden allowance')).toBeNull();
    expect(screen.getByText('No allowances apply to this trip.')).toBeInTheDocument();
    const names = screen.getAllByRole('textbox').map((box) => box.id);
    expect(names.indexOf(screen.getByRole('textbox', { name: /^Report name/ }).id)).toBeLessThan(
      names.indexOf(screen.getByRole('textbox', { name: /^Amount/ }).id),
    );
    expect(screen.getAllByText('From receipt')).toHaveLength(1);
  });

  it('shows INFORMATION with its type, and hides a dismissible one on request', async () => {
    mock.state.setEnvelope(MOCK_IDS.swedishOrg, scenarioEnvelope('allControls'));
    const user = userEvent.setup();
    renderForm();
    const warning = await screen.findByText('This amount is over the meal limit.');
    expect(warning.closest('[data-type]')).toHaveAttribute('data-type', 'warning');
    expect(warning.closest('[role]')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Reports are sent to your manager.').closest('[role]')).toHaveAttribute(
      'role',
      'note',
    );
    expect(screen.queryByRole('button', { name: /Dismiss: Reports are sent/ })).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Dismiss: This amount is over the meal limit.' }),
    );
    expect(screen.queryByText('This amount is over the meal limit.')).toBeNull();
  });

  it('renders http(s) URLs as links and anything else as text', async () => {
    const transport = staticTransport({
      fields: [
        wireField('policy', 'URL', 'Travel policy', {
          value: 'https://intranet.example.se/policy',
        }),
        wireField('evil', 'URL', 'Evil', { value: 'javascript:alert(1)' }),
      ],
    });
    render(withQuery(<FieldsForm source={{ transport, key: 'urls' }} />));
    const link = await screen.findByRole('link', { name: /intranet\.example\.se/ });
    expect(link).toHaveAttribute('href', 'https://intranet.example.se/policy');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
    expect(screen.getByText(/only http and https links are allowed/)).toBeInTheDocument();
  });

  it('toggles a SWITCH with the keyboard and disables fields that are not enabled', async () => {
    const transport = staticTransport({
      fields: [
        wireField('s', 'SWITCH', 'Card', { value: false }),
        wireField('t', 'TEXT', 'Locked', { enabled: false, value: 'x' }),
      ],
    });
    const user = userEvent.setup();
    render(withQuery(<FieldsForm source={{ transport, key: 'switch' }} />));
    const toggle = await screen.findByRole('switch', { name: 'Card' });
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Locked' })).toBeDisabled();
  });

  it('speaks Portuguese and takes message overrides', async () => {
    const transport = staticTransport({
      fields: [wireField('n', 'TEXT', 'Nome', { mandatory: true })],
    });
    const user = userEvent.setup();
    render(
      withQuery(
        <FieldsForm
          source={{ transport, key: 'pt' }}
          locale="pt-PT"
          messages={{ submit: 'Enviar relatório' }}
        />,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Enviar relatório' }));
    expect(await screen.findByRole('region', { name: 'Corrija estes campos' })).toHaveTextContent(
      'Nome: Este campo é obrigatório.',
    );
  });
});

describe('loading', () => {
  it('shows a clear error for a malformed envelope and loads again on retry', async () => {
    mock.faults.set('fields', { failure: 'malformed', times: 1 });
    const user = userEvent.setup();
    renderForm();
    expect(await screen.findByText('The form could not be loaded.')).toBeInTheDocument();
    expect(
      screen.getByText('The expense service answered with malformed JSON.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /^Report name/ })).toBeInTheDocument();
  });

  it('lists every problem of an envelope that does not fit spec 2.7', async () => {
    mock.state.setEnvelope(MOCK_IDS.swedishOrg, { fields: [{ property: 'a' }] });
    renderForm();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(/fields\[0\]\.controlType: expected a string/),
    ).toBeInTheDocument();
  });

  // Only LIST queries, so the form needs no QueryClientProvider: it has its own.
  it('renders with no QueryClientProvider, and a LIST loads its values', async () => {
    const user = userEvent.setup();
    mock.state.setEnvelope(MOCK_IDS.swedishOrg, {
      fields: [
        wireField('verification.currency', 'LIST', 'Currency', {
          url: `/api/v1/expense/me/organizations/${MOCK_IDS.swedishOrg}/lists/currencies`,
        }),
      ],
    });
    render(
      <FieldsForm
        source={{ organizationId: MOCK_IDS.swedishOrg, client: mockClient() }}
        drafts={false}
      />,
    );
    const box = await screen.findByRole('combobox', { name: 'Currency' });
    box.focus();
    await user.keyboard('{ArrowDown}');
    const options = await within(await screen.findByRole('listbox')).findAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    expect(mock.requests.some((request) => request.endpoint === 'lists')).toBe(true);
  });
});

describe('useFieldsForm (headless)', () => {
  function CustomScreen() {
    const form = useFieldsForm({
      source: { organizationId: MOCK_IDS.swedishOrg, client: mockClient() },
    });
    if (form.status !== 'ready') return <p>wait</p>;
    return (
      <div>
        <h1>{form.fields.filter((entry) => entry.shown).length} fields</h1>
        <button type="button" onClick={() => void form.submit()}>
          Send
        </button>
        <p>{form.submitState}</p>
      </div>
    );
  }

  it('gives a custom screen the fields and the submit', async () => {
    const user = userEvent.setup();
    render(withQuery(<CustomScreen />));
    expect(await screen.findByRole('heading', { name: /^\d+ fields$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('invalid')).toBeInTheDocument();
  });
});
