import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_IDS } from '../../src/mock';
import { wireField } from '../../src/mock/scenarios/wireField';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { formStory } from '../support/formStory';

const ORG = MOCK_IDS.swedishOrg;
const carTypes = `/api/v1/expense/me/organizations/${ORG}/categories/${MOCK_IDS.mileageCategory}/cartypes`;
const currencies = `/api/v1/expense/me/organizations/${ORG}/lists/currencies`;
const list = (extra: Record<string, unknown>) => ({
  fields: [wireField('verification.carType', 'LIST', 'Car type', { url: carTypes, ...extra })],
});
/** A story on the mock service, which serves this envelope for a new report. */
const onMock = (envelope: ReturnType<typeof list>, story: Story = {}, args = {}) =>
  formStory({ args, mock: { envelope } }, story);

/** LIST is a combobox on the field's url; these stories run on the mock service. */
export default { title: 'Controls/LIST', component: StoryForm } satisfies FormMeta;

export const Default: Story = onMock(list({}), {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('combobox', { name: 'Car type' });
    await userEvent.click(box);
    // Electric car is both a suggestion and a value of its section.
    await expect(
      await canvas.findAllByRole('option', { name: 'Electric car' }, { timeout: 3000 }),
    ).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
    await expect(box).toHaveValue('Petrol car');
  },
});
export const Filled: Story = onMock(
  list({ value: 'car-diesel', data: { id: 'car-diesel', name: 'Diesel car' } }),
);
export const Error: Story = onMock(
  list({
    value: 'car-diesel',
    data: { id: 'car-diesel', name: 'Diesel car' },
    mandatory: true,
    error: 'RETIRED',
    errorText: 'This car type is no longer allowed.',
  }),
);
export const Disabled: Story = onMock(
  list({ value: 'car-diesel', data: { id: 'car-diesel', name: 'Diesel car' }, enabled: false }),
);
export const ReadOnly: Story = onMock(
  list({ value: 'car-diesel', data: { id: 'car-diesel', name: 'Diesel car' } }),
  {},
  { readOnly: true },
);

/** Several values, as chips. */
export const MultiSelect: Story = onMock({
  fields: [
    wireField('verification.currencies', 'LIST', 'Currencies', {
      url: currencies,
      multiSelect: true,
      value: ['SEK'],
      data: { id: 'SEK', name: 'SEK – Swedish krona' },
    }),
  ],
});

/** A category that is not a mileage category: the service's 400 is shown with a retry. */
export const ServiceError: Story = onMock(
  list({
    url: `/api/v1/expense/me/organizations/${ORG}/categories/${MOCK_IDS.receiptCategory}/cartypes`,
  }),
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('combobox', { name: 'Car type' }));
      await expect(await canvas.findByText(/Meals is not a mileage category/)).toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
  },
);

/** A category read from the receipt shows the scanned marker. */
export const Scanned: Story = onMock(
  list({
    value: 'car-electric',
    data: { id: 'car-electric', name: 'Electric car' },
    scanned: true,
  }),
);
