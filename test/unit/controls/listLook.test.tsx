// A second look drawn only from `useListControl`'s getters (other elements, other classes) gets
// the LIST's whole behaviour: keyboard choice and its re-call, the debounced search, chips,
// ARIA, the markers the testing kit reads, and the picked name in the review.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  controlTypeEntry,
  LIST_SEARCH_DELAY_MS,
  useListControl,
  type ControlProps,
} from '../../../src/index';
import { controlTypeOf, type JsonObject } from '../../../src/core/index';
import type { Clock } from '../../../src/core/session/ports/clock';
import { MOCK_IDS } from '../../../src/mock';
import { wireField } from '../../../src/mock/scenarios/wireField';
import { renderForm, setupMockServer } from '../../tools/formHarness';
import { manualClock } from '../../tools/manualClock';

/** Another design system's list: a plain `ul`/`li` popup, its own classes, the hook's getters. */
function OtherList(props: ControlProps) {
  const list = useListControl(props);
  const toggle = list.toggleButtonProps;
  return (
    <span className="other-list">
      {list.multiple && list.selected.length > 0 ? (
        <ol className="other-chips" {...list.chipListProps}>
          {list.selected.map(({ id, label }) => {
            const remove = list.getChipRemoveProps(id);
            return (
              <li key={id} className="other-chip" {...list.getChipProps(id)}>
                {label}
                {remove ? (
                  <button className="other-x" {...remove}>
                    x
                  </button>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      <input className="other-input" {...list.inputProps} />
      {toggle ? <button {...toggle}>v</button> : null}
      <ul className="other-popup" {...list.listboxProps}>
        {list.open
          ? list.groups.map((group) => (
              <li key={group.key} {...list.getGroupProps(group)}>
                {group.label ? <b {...list.getSectionProps(group)}>{group.label}</b> : null}
                {group.options.map((option, at) => (
                  <i
                    key={option.id}
                    className="other-option"
                    {...list.getOptionProps(option, group.offset + at)}
                  >
                    {option.name}
                  </i>
                ))}
              </li>
            ))
          : null}
      </ul>
      {list.status ? (
        <small {...list.statusProps}>
          {list.status.text} {list.status.detail}
        </small>
      ) : null}
    </span>
  );
}

const LIST = controlTypeEntry(controlTypeOf('LIST'), { component: OtherList });

const mock = setupMockServer();
const ORG = MOCK_IDS.swedishOrg;
const CAR_TYPES = `/api/v1/expense/me/organizations/${ORG}/categories/${MOCK_IDS.mileageCategory}/cartypes`;
const searches = () =>
  mock.requests
    .filter((request) => request.endpoint === 'carTypes')
    .map((request) => new URL(request.url).searchParams.get('searchText'));
const posted = (endpoint: 'recall' | 'createReport') =>
  mock.requests.filter((request) => request.endpoint === endpoint);
const sentValue = (endpoint: 'recall' | 'createReport', property: string) =>
  (
    (posted(endpoint).at(-1)?.body as { fields: JsonObject[] }).fields.find(
      (field) => field.property === property,
    ) as JsonObject
  ).value;

/** A form on the mock with one LIST, drawn by the other look. */
function otherLookForm(field: JsonObject, options: { clock?: Clock; review?: boolean } = {}) {
  mock.state.setEnvelope(ORG, { fields: [field] });
  renderForm({
    controls: { LIST },
    drafts: false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.review ? { reviewBeforeSave: true } : {}),
  });
}
const carType = (extra: JsonObject = {}) =>
  wireField('verification.carType', 'LIST', 'Car type', { url: CAR_TYPES, ...extra });

describe('useListControl in another look', () => {
  it('chooses by keyboard with the combobox ARIA, and a requiresUpdate LIST re-calls once', async () => {
    const user = userEvent.setup();
    const clock = manualClock();
    otherLookForm(carType({ requiresUpdate: true }), { clock });
    const box = await screen.findByRole('combobox', { name: 'Car type' });
    expect(box).toHaveClass('other-input');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // Closed, the popup is hidden and nameless: the input alone carries the field's name.
    expect(screen.getAllByLabelText('Car type')).toEqual([box]);
    box.focus();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox', { name: 'Car type' });
    expect(listbox.tagName).toBe('UL');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    await waitFor(() => expect(within(listbox).getAllByRole('group')).toHaveLength(3));
    const first = within(listbox).getAllByRole('option')[0];
    expect(box).toHaveAttribute('aria-activedescendant', first?.id);
    expect(first).toHaveAttribute('data-active');
    // Suggestions (Electric, Petrol), then Own car: the third option is Diesel car.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Diesel car');
    act(() => clock.advance(clock.next() ?? 0));
    await waitFor(() => expect(posted('recall')).toHaveLength(1));
    expect(sentValue('recall', 'verification.carType')).toBe('car-diesel');
    // Nothing else waits to be sent.
    expect(clock.next()).toBeNull();
    expect(posted('recall')).toHaveLength(1);
  });

  it('typing sends one search after the pause on the form clock', async () => {
    const user = userEvent.setup();
    const clock = manualClock();
    otherLookForm(carType(), { clock });
    await user.click(await screen.findByRole('combobox', { name: 'Car type' }));
    expect(await screen.findAllByRole('option')).not.toHaveLength(0);
    await user.keyboard('company ca');
    expect(searches()).toEqual([null]);
    act(() => clock.advance(LIST_SEARCH_DELAY_MS - 1));
    expect(searches()).toEqual([null]);
    act(() => clock.advance(1));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Company car, electric',
        'Company car, petrol',
      ]),
    );
    expect(searches()).toEqual([null, 'company ca']);
    expect(screen.getByText('2 values')).toHaveAttribute('role', 'status');
  });

  it('removing a chip of a multi-select saves the remaining ids', async () => {
    const user = userEvent.setup();
    otherLookForm(
      wireField('tags', 'LIST', 'Currencies', {
        url: `/api/v1/expense/me/organizations/${ORG}/lists/currencies`,
        multiSelect: true,
        value: ['SEK'],
        data: { id: 'SEK', name: 'SEK – Swedish krona' },
      }),
    );
    const box = await screen.findByRole('combobox', { name: 'Currencies' });
    expect(box).toHaveAttribute('data-ef-multiple');
    await user.click(box);
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(screen.getAllByRole('option', { name: 'EUR – Euro' })[0] as HTMLElement);
    const chips = screen.getByRole('list', { description: 'Currencies' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => [chip.getAttribute('data-ef-part'), chip.getAttribute('data-ef-value')]),
    ).toEqual([
      ['chip', 'SEK – Swedish krona'],
      ['chip', 'EUR – Euro'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove SEK – Swedish krona' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted('createReport')).toHaveLength(1));
    expect(sentValue('createReport', 'tags')).toEqual(['EUR']);
  });

  it('the review names the value picked', async () => {
    const user = userEvent.setup();
    otherLookForm(carType(), { review: true });
    await user.click(await screen.findByRole('combobox', { name: 'Car type' }));
    const [petrol] = await screen.findAllByRole('option', { name: 'Petrol car' });
    await user.click(petrol as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const step = await screen.findByRole('dialog', { name: 'Review your changes' });
    const row = within(step).getByRole('row', { name: /^Car type/ });
    expect(row).toHaveTextContent('Petrol car');
    expect(row).not.toHaveTextContent('car-petrol');
  });
});
