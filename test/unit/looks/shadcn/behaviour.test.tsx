// The hooks' behaviour through the shadcn look's markup: a LIST chosen by keyboard re-calls, a
// keystroke renders nothing, a German date typed in segments saves, an app's own type keeps the
// default control inside the shadcn frame.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextControl } from '../../../../src/controls/text/TextControl';
import { defineControlType } from '../../../../src/core/controlTypes/defineControlType';
import type { JsonObject } from '../../../../src/core/wire/model/types';
import { loadMessages } from '../../../../src/i18n/messages';
import { shadcnControls } from '../../../../src/looks/shadcn';
import { MOCK_IDS } from '../../../../src/mock';
import { wireField } from '../../../../src/mock/scenarios/wireField';
import { controlTypeEntry } from '../../../../src/registry/controlTypeEntry';
import { renderForm, setupMockServer } from '../../../tools/formHarness';
import { renderCounter } from '../../../tools/renderCounter';
import { renderAllControls } from './shadcnForm';

const mock = setupMockServer();
const ORG = MOCK_IDS.swedishOrg;
const CAR_TYPES = `/api/v1/expense/me/organizations/${ORG}/categories/${MOCK_IDS.mileageCategory}/cartypes`;
const requestsTo = (endpoint: string) =>
  mock.requests.filter((request) => request.endpoint === endpoint);
const savedValue = (property: string) => {
  const body = requestsTo('createReport').at(-1)?.body as { fields: JsonObject[] } | undefined;
  return body?.fields.find((field) => field.property === property)?.value;
};

describe('the shadcn look keeps the hooks’ behaviour', () => {
  it('chooses a LIST value by keyboard in the popover and re-calls once', async () => {
    const user = userEvent.setup();
    mock.state.setEnvelope(ORG, {
      fields: [
        wireField('verification.carType', 'LIST', 'Car type', {
          url: CAR_TYPES,
          requiresUpdate: true,
        }),
      ],
    });
    renderForm({ controls: shadcnControls });
    const box = await screen.findByRole('combobox', { name: 'Car type' });
    box.focus();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox', { name: 'Car type' });
    expect(listbox.closest('[data-slot=popover-content]')).not.toBeNull();
    expect(listbox).toHaveAttribute('data-slot', 'command-list');
    const options = await within(listbox).findAllByRole('option');
    expect(options[0]).toHaveAttribute('data-slot', 'command-item');
    // Focus stays in the input; the active option is its aria-activedescendant.
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    const recalls = requestsTo('recall').length;
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue(options[1]?.textContent ?? '');
    expect(box).toHaveFocus();
    await waitFor(() => expect(requestsTo('recall')).toHaveLength(recalls + 1));
    // Closed, the listbox stays in the DOM (the combobox's aria-controls), hidden.
    expect(document.getElementById(box.getAttribute('aria-controls') ?? '')).not.toBeVisible();
  });

  it('renders no component on a keystroke in a text field', async () => {
    const user = userEvent.setup();
    await renderAllControls(mock);
    const name = screen.getByRole('textbox', { name: /^Report name/ });
    await user.click(name);
    renderCounter.reset();
    await user.keyboard('xyz');
    expect(name).toHaveValue('Client visit Lisbonxyz');
    expect(renderCounter.names).toEqual([]);
  });

  it('saves 2026-11-20 from a German date typed in its segments', async () => {
    await loadMessages('de');
    mock.state.setEnvelope(ORG, { fields: [wireField('d', 'DATE', 'Purchase date')] });
    renderForm({
      controls: shadcnControls,
      locale: 'de',
      now: () => new Date('2026-11-21T12:00:00Z'),
    });
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: /^Purchase date/ });
    expect(group).toHaveAttribute('data-slot', 'input');
    const segments = within(group).getAllByRole('spinbutton');
    await user.click(segments[0] as HTMLElement);
    await user.keyboard('20.11.2026');
    expect(segments.map((segment) => segment.textContent)).toEqual(['20', '11', '2026']);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(savedValue('d')).toBe('2026-11-20'));
  });

  it('opens the calendar in shadcn’s Calendar look and picks a day', async () => {
    mock.state.setEnvelope(ORG, {
      fields: [wireField('d', 'DATE', 'Purchase date', { value: '2026-11-10' })],
    });
    renderForm({ controls: shadcnControls, now: () => new Date('2026-11-21T12:00:00Z') });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose date' }));
    const calendar = screen.getByRole('dialog');
    expect(calendar).toHaveAttribute('data-slot', 'calendar');
    const selected = within(calendar).getByRole('gridcell', { selected: true });
    expect(within(selected).getByRole('button')).toHaveClass(
      'data-[selected-single=true]:bg-primary',
    );
    expect(within(selected).getByRole('button')).toHaveAttribute('data-selected-single', 'true');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(savedValue('d')).toBe('2026-11-11'));
  });

  it("draws an app's own control type the look lacks with its control, in the shadcn frame", async () => {
    const projectType = defineControlType<string, string>({
      controlType: 'PROJECT_CODE',
      codec: {
        kind: 'projectCode',
        toEdit: (wire) => (typeof wire === 'string' ? wire : ''),
        fromEdit: (edit) => ({ ok: true, value: edit }),
        format: (wire) => (typeof wire === 'string' ? wire : ''),
        isEmpty: (edit) => edit === '',
      },
      wireType: 'string',
    });
    const controls = {
      ...shadcnControls,
      PROJECT_CODE: controlTypeEntry(projectType, {
        component: TextControl,
        commit: 'blur',
        bind: 'native',
      }),
    };
    mock.state.setEnvelope(ORG, {
      fields: [wireField('project', 'PROJECT_CODE', 'Project', { value: 'P-17' })],
    });
    const user = userEvent.setup();
    const { container } = renderForm({ controls });
    const input = await screen.findByRole('textbox', { name: 'Project' });
    expect(input).toHaveClass('ef-input');
    expect(input).toHaveValue('P-17');
    expect(input.closest('[data-slot=form-item]')).toBe(
      container.querySelector('[data-ef-property="project"]'),
    );
    await user.type(input, '-b');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(savedValue('project')).toBe('P-17-b'));
  });
});
