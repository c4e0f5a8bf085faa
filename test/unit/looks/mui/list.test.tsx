import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../../src/core/wire/model/types';
import { MOCK_IDS } from '../../../../src/mock';
import { wireField } from '../../../../src/mock/scenarios/wireField';
import { setupMockServer } from '../../../tools/formHarness';
import { ORG, renderMuiForm } from './muiForm';

const mock = setupMockServer();
const CAR_TYPES = `/api/v1/expense/me/organizations/${ORG}/categories/${MOCK_IDS.mileageCategory}/cartypes`;
const recalls = () => mock.requests.filter((request) => request.endpoint === 'recall');
/** A form of one LIST, the car types, with the attributes given. */
const carTypeForm = (extra: JsonObject) => {
  mock.state.setEnvelope(ORG, {
    fields: [wireField('verification.carType', 'LIST', 'Car type', { url: CAR_TYPES, ...extra })],
  });
  renderMuiForm();
};

describe('LIST in the Material UI look', () => {
  it('chooses a value by keyboard in MUI’s popup, and the choice makes the re-call', async () => {
    const user = userEvent.setup();
    carTypeForm({ requiresUpdate: true });
    const box = await screen.findByRole('combobox', { name: 'Car type' });
    expect(box.closest('.MuiInputBase-root')).not.toBeNull();
    box.focus();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox', { name: 'Car type' });
    // The popup is MUI's Popper with a Paper, the section headings ListSubheaders.
    expect(listbox.closest('.MuiPopper-root')).not.toBeNull();
    expect(listbox.closest('.MuiPaper-root')).not.toBeNull();
    await waitFor(() => expect(within(listbox).getAllByRole('group')).toHaveLength(3));
    expect(within(listbox).getByText('Own car')).toHaveClass('MuiListSubheader-root');
    const before = recalls().length;
    // Suggestions (Electric, Petrol), then Own car (Diesel, …): the third option is Diesel car.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveAttribute('data-active');
    const chosen = active?.textContent ?? '';
    await user.keyboard('{Enter}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue(chosen);
    await waitFor(() => expect(recalls().length).toBe(before + 1));
    const sent = (recalls().at(-1)?.body as { fields: JsonObject[] }).fields.find(
      (field) => field.property === 'verification.carType',
    );
    expect(sent?.value).toBeTruthy();
    expect(sent?.value).not.toBe('');
  });

  it('keeps a multi-select’s values as MUI Chips, each removable by its button', async () => {
    const user = userEvent.setup();
    carTypeForm({ multiSelect: true });
    const box = await screen.findByRole('combobox', { name: 'Car type' });
    box.focus();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox', { name: 'Car type' });
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(1));
    await user.keyboard('{Enter}');
    const chips = screen.getByRole('list', { description: 'Car type' });
    const chip = within(chips).getByRole('listitem');
    expect(chip).toHaveAttribute('data-ef-part', 'chip');
    expect(chip.querySelector('.MuiChip-root')).toHaveTextContent(
      chip.getAttribute('data-ef-value') ?? '-',
    );
    await user.click(
      within(chip).getByRole('button', { name: `Remove ${chip.getAttribute('data-ef-value')}` }),
    );
    expect(screen.queryByRole('list', { description: 'Car type' })).toBeNull();
  });
});
