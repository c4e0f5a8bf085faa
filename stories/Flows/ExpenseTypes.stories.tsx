import { expect, within } from 'storybook/test';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { formStory } from '../support/formStory';
import { storyDriver } from '../support/storyDriver';

export default { title: 'Flows/Expense types', component: StoryForm } satisfies FormMeta;

/** Chooses the expense type: the server answers with that type's fields (a re-call). */
async function chooseType(canvasElement: HTMLElement, type: string) {
  const form = storyDriver(canvasElement);
  await form.choose('Expense type', type);
  return form;
}

/** Mileage: the server swaps in a car-type list (spec 4.1) and a distance. */
export const MileageWithCarTypes: Story = formStory(
  {},
  {
    play: async ({ canvasElement }) => {
      const form = await chooseType(canvasElement, 'Mileage');
      await form.choose('Car type', 'Electric car');
      await form.fill('Distance (km)', '42.5');
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('combobox', { name: /^Car type/ })).toHaveValue('Electric car');
      await expect((await form.values())['verification.distance']).toBe(42.5);
      await expect(await form.field('Amount')).toMatchObject({ visible: false });
    },
  },
);

/** Per diem: departure and return in the user's time zone, sent as UTC minutes. */
export const PerDiem: Story = formStory(
  {},
  {
    play: async ({ canvasElement }) => {
      const form = await chooseType(canvasElement, 'Per diem');
      await expect(await form.field('Trip')).toMatchObject({ visible: true });
      await form.setDate('Departure', '2026-11-20T08:30');
      const canvas = within(canvasElement);
      // A date and a time, typed in the form's locale (English here: month, day, year, hour,
      // minute and AM/PM, 0 for AM: English writes a 12-hour clock).
      const departure = canvas.getByRole('group', { name: /^Departure/ });
      const segments = within(departure).getAllByRole('spinbutton');
      await expect(segments.map((segment) => segment.getAttribute('aria-valuenow'))).toEqual([
        '11',
        '20',
        '2026',
        '8',
        '30',
        '0',
      ]);
      await expect(canvas.getByRole('group', { name: /^Return/ })).toBeInTheDocument();
    },
  },
);

/** Representation: a guest list, alcohol and the number of guests join the receipt fields. */
export const RepresentationWithGuests: Story = formStory(
  {},
  {
    play: async ({ canvasElement }) => {
      const form = await chooseType(canvasElement, 'Representation');
      await form.addGuest('Guests', { name: 'Rui Costa' });
      const guests = within(canvasElement).getByRole('group', { name: /^Guests/ });
      await expect(within(guests).getByText('1 guest')).toBeInTheDocument();
      await expect(await form.field('Includes alcohol')).toMatchObject({ visible: true });
      await expect((await form.values())['verification.representation.includesLiquor']).toBe(false);
    },
  },
);
