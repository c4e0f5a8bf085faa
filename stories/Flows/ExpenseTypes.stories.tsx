import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { formStory } from '../support/formStory';

export default { title: 'Flows/Expense types', component: StoryForm } satisfies FormMeta;

async function chooseType(canvasElement: HTMLElement, type: string) {
  const canvas = within(canvasElement);
  const box = await canvas.findByRole('combobox', { name: /^Expense type/ });
  await userEvent.click(box);
  await userEvent.click(await canvas.findByRole('option', { name: type }));
  return canvas;
}

/** Mileage: the server swaps in a car-type list (spec 4.1) and a distance. */
export const MileageWithCarTypes: Story = formStory(
  {},
  {
    play: async ({ canvasElement }) => {
      const canvas = await chooseType(canvasElement, 'Mileage');
      const carType = await canvas.findByRole('combobox', { name: /^Car type/ });
      await userEvent.click(carType);
      await userEvent.click(
        (await canvas.findAllByRole('option', { name: 'Electric car' }))[0] as HTMLElement,
      );
      await expect(carType).toHaveValue('Electric car');
      await userEvent.type(canvas.getByRole('textbox', { name: /^Distance/ }), '42,5');
      await expect(canvas.queryByRole('textbox', { name: /^Amount/ })).toBeNull();
    },
  },
);

/** Per diem: departure and return in the user's time zone, sent as UTC minutes. */
export const PerDiem: Story = formStory(
  {},
  {
    play: async ({ canvasElement }) => {
      const canvas = await chooseType(canvasElement, 'Per diem');
      await expect(await canvas.findByRole('group', { name: 'Trip' })).toBeInTheDocument();
      await expect(canvas.getByLabelText(/^Departure/)).toHaveAttribute('type', 'datetime-local');
      await expect(canvas.getByLabelText(/^Return/)).toHaveAttribute('type', 'datetime-local');
    },
  },
);

/** Representation: a guest list, alcohol and the number of guests join the receipt fields. */
export const RepresentationWithGuests: Story = formStory(
  {},
  {
    play: async ({ canvasElement }) => {
      const canvas = await chooseType(canvasElement, 'Representation');
      const guests = await canvas.findByRole('group', { name: /^Guests/ });
      await userEvent.click(within(guests).getByRole('button', { name: 'Add guest' }));
      await waitFor(() =>
        expect(canvas.getByRole('textbox', { name: 'Name, Guest 1' })).toHaveFocus(),
      );
      await userEvent.keyboard('Rui Costa');
      await expect(within(guests).getByText('1 guest')).toBeInTheDocument();
      await expect(canvas.getByRole('switch', { name: 'Includes alcohol' })).not.toBeChecked();
    },
  },
);
