import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LIST_SEARCH_DELAY_MS } from '../../../src/controls/list/useListControl';
import type { Clock } from '../../../src/core/session/ports/clock';
import type { JsonObject } from '../../../src/core/wire/model/types';
import { MOCK_IDS } from '../../../src/mock';
import { wireField } from '../../../src/mock/scenarios/wireField';
import { renderForm, setupMockServer } from '../../tools/formHarness';
import { manualClock } from '../../tools/manualClock';

const mock = setupMockServer();
const ORG = MOCK_IDS.swedishOrg;
const CAR_TYPES = `/api/v1/expense/me/organizations/${ORG}/categories/${MOCK_IDS.mileageCategory}/cartypes`;
const listRequests = () =>
  mock.requests.filter(
    (request) => request.endpoint === 'carTypes' || request.endpoint === 'lists',
  );
const searches = () =>
  listRequests().map((request) => new URL(request.url).searchParams.get('searchText'));
/** Saves and waits for the request: whatever the form asked before the click is logged by then. */
const saved = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(mock.requests.some((request) => request.endpoint === 'createReport')).toBe(true),
  );
};
const sent = (property: string) => {
  const post = mock.requests
    .filter((request) => request.endpoint === 'recall' || request.endpoint === 'createReport')
    .at(-1);
  return (
    (post?.body as { fields: JsonObject[] }).fields.find(
      (field) => field.property === property,
    ) as JsonObject
  ).value;
};

function carTypeForm(extra: JsonObject = {}, clock?: Clock) {
  mock.state.setEnvelope(ORG, {
    fields: [
      wireField('verification.carType', 'LIST', 'Car type', {
        url: CAR_TYPES,
        requiresUpdate: true,
        ...extra,
      }),
    ],
  });
  renderForm(clock ? { clock } : {});
}

describe('LIST combobox', () => {
  it('is a WAI-ARIA combobox: opens, groups sections, suggestions first, arrows and Enter choose, re-calls', async () => {
    const user = userEvent.setup();
    carTypeForm();
    const box = await screen.findByRole('combobox', { name: 'Car type' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    box.focus();
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Car type' });
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    await waitFor(() => expect(within(listbox).getAllByRole('group')).toHaveLength(3));
    expect(
      within(listbox)
        .getAllByRole('group')
        .map(
          (group) =>
            group.getAttribute('aria-labelledby') &&
            document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
        ),
    ).toEqual(['Suggestions', 'Own car', 'Company car']);
    expect(box.getAttribute('aria-activedescendant')).toBe(
      within(listbox).getAllByRole('option')[0]?.id,
    );
    // Suggestions (Electric, Petrol), then Own car (Diesel, Electric, ...): the fourth is Electric car.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(
      document.getElementById(box.getAttribute('aria-activedescendant') ?? ''),
    ).toHaveTextContent('Electric car');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Diesel car');
    await waitFor(() => expect(sent('verification.carType')).toBe('car-diesel'));
  });

  it('shows that it opens a list: an arrow button toggles it, out of the tab order, focus stays in the input', async () => {
    const user = userEvent.setup();
    carTypeForm();
    const box = await screen.findByRole('combobox', { name: 'Car type' });
    const arrow = screen.getByRole('button', { name: 'Show options' });
    expect(arrow).toHaveAttribute('tabindex', '-1');
    expect(arrow).toHaveAttribute('aria-controls', box.getAttribute('aria-controls'));
    await user.click(arrow);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(arrow).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveFocus();
    expect(await screen.findAllByRole('option')).not.toHaveLength(0);
    await user.click(arrow);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveFocus();
  });

  it('reads an envelope shaped like the published mileage sample of the real service', async () => {
    const user = userEvent.setup();
    // As published: `data` beside `value` (its id even differs from the value), `errorText: null`
    // and no `error` key, `requiresUpdate` only where true.
    mock.state.setEnvelope(ORG, {
      fields: [
        {
          property: 'verification.carType',
          name: 'Car type',
          controlType: 'LIST',
          value: '1',
          data: {
            iconUrl: 'https://static.example.com/icons/car.svg',
            id: 'car-private',
            name: 'Private car',
            section: 'Cars',
          },
          url: CAR_TYPES,
          mandatory: true,
          visible: true,
          requiresUpdate: true,
          errorText: null,
        },
        {
          property: 'verification.distance',
          name: 'Distance',
          controlType: 'DOUBLE',
          value: 12,
          mandatory: true,
          visible: true,
          errorText: null,
        },
        { property: 'version', controlType: 'INTEGER', value: null, visible: false },
      ],
    });
    renderForm();
    expect(await screen.findByRole('combobox', { name: /^Car type/ })).toHaveValue('Private car');
    await saved(user);
    // The value goes back as it came; `data` is never sent as the value, and comes back intact.
    expect(sent('verification.carType')).toBe('1');
    const post = mock.requests.find((request) => request.endpoint === 'createReport');
    const carType = (post?.body as { fields: JsonObject[] }).fields[0];
    expect(carType?.data).toEqual({
      iconUrl: 'https://static.example.com/icons/car.svg',
      id: 'car-private',
      name: 'Private car',
      section: 'Cars',
    });
    // A label lookup would have left at mount, before the save.
    expect(listRequests()).toHaveLength(0);
  });

  it('shows a preloaded value (data) without any request', async () => {
    const user = userEvent.setup();
    const clock = manualClock();
    carTypeForm({ value: 'car-hybrid', data: { id: 'car-hybrid', name: 'Hybrid car' } }, clock);
    expect(await screen.findByRole('combobox', { name: 'Car type' })).toHaveValue('Hybrid car');
    // Past the search pause, and a save later: a lookup or a search would be logged by now.
    act(() => clock.advance(LIST_SEARCH_DELAY_MS));
    await saved(user);
    expect(listRequests()).toHaveLength(0);
  });

  it('looks up the label of a value set without one, by id with filter (spec 4.1)', async () => {
    carTypeForm({ value: 'car-electric' });
    const box = await screen.findByRole('combobox', { name: 'Car type' });
    await waitFor(() => expect(box).toHaveValue('Electric car'));
    expect(
      listRequests().map((request) => new URL(request.url).searchParams.get('filter')),
    ).toEqual(['car-electric']);
  });

  it('searches the server once per pause on the form clock: 10 quick characters send one search, and no stale result shows', async () => {
    const user = userEvent.setup();
    const clock = manualClock();
    carTypeForm({}, clock);
    const box = await screen.findByRole('combobox', { name: 'Car type' });
    await user.click(box);
    // Opening lists every value at once; typing then waits for its pause.
    expect(await screen.findAllByRole('option')).not.toHaveLength(0);
    await user.keyboard('company ca');
    // While typing, the options of an earlier text are never shown for the new one.
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    // The search waits one pause from the last keystroke, on the form's clock.
    expect(clock.next()).toBe(LIST_SEARCH_DELAY_MS);
    act(() => clock.advance(LIST_SEARCH_DELAY_MS - 1));
    expect(clock.next()).toBe(1);
    act(() => clock.advance(1));
    // The search is out: still no options of the earlier text.
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Company car, electric',
        'Company car, petrol',
      ]),
    );
    // The opening list and one search: no request for a text typed on the way.
    expect(searches()).toEqual([null, 'company ca']);
  });

  it('Escape closes without choosing; the service error shows with a retry', async () => {
    const user = userEvent.setup();
    carTypeForm({
      url: `/api/v1/expense/me/organizations/${ORG}/categories/${MOCK_IDS.receiptCategory}/cartypes`,
    });
    const box = await screen.findByRole('combobox', { name: 'Car type' });
    await user.click(box);
    expect(await screen.findByText(/Meals is not a mileage category/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    const clock = manualClock();
    carTypeForm({}, clock);
    await user.click(await screen.findByRole('combobox', { name: 'Car type' }));
    await user.keyboard('zeppelin');
    act(() => clock.advance(LIST_SEARCH_DELAY_MS));
    expect(await screen.findByText('No matching values.')).toBeInTheDocument();
  });

  it('keeps several values with multiSelect, removable as chips', async () => {
    const user = userEvent.setup();
    mock.state.setEnvelope(ORG, {
      fields: [
        wireField('tags', 'LIST', 'Currencies', {
          url: `/api/v1/expense/me/organizations/${ORG}/lists/currencies`,
          multiSelect: true,
          value: ['SEK'],
          data: { id: 'SEK', name: 'SEK – Swedish krona' },
        }),
      ],
    });
    renderForm();
    const box = await screen.findByRole('combobox', { name: 'Currencies' });
    expect(screen.getByRole('list', { description: 'Currencies' })).toHaveTextContent(
      'SEK – Swedish krona',
    );
    await user.click(box);
    expect(await screen.findByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(screen.getAllByRole('option', { name: 'EUR – Euro' })[0] as HTMLElement);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Remove SEK – Swedish krona' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('tags')).toEqual(['EUR']));
  });
});
