import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { JsonObject } from '../../src/core/wire/model/types';
import { MOCK_IDS } from '../../src/mock';
import {
  controlMeta,
  requiredWithMessage,
  type ControlMeta,
  type ControlStoryObj as Story,
} from '../support/controlStories';

const ORG = MOCK_IDS.swedishOrg;
const carTypes = `/api/v1/expense/me/organizations/${ORG}/categories/${MOCK_IDS.mileageCategory}/cartypes`;
const currencies = `/api/v1/expense/me/organizations/${ORG}/lists/currencies`;
/** The item's fixed attributes: its list's url, and a value with its preloaded entry (`data`). */
const list = (extra: JsonObject = {}) => ({
  property: 'verification.carType',
  controlType: 'LIST',
  url: carTypes,
  ...extra,
});
const diesel = list({ value: 'car-diesel', data: { id: 'car-diesel', name: 'Diesel car' } });

export default {
  title: 'Controls/LIST',
  tags: ['every-look'],
  ...controlMeta({
    controlType: 'LIST',
    label: 'Car type',
    item: list(),
    base: { onMock: ORG },
    intro: "LIST is a combobox on the field's `url`; these stories run on the mock service.",
  }),
} satisfies ControlMeta;

export const Default: Story = {
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
};
export const Filled: Story = { args: { item: diesel } };
export const Error: Story = {
  args: {
    item: diesel,
    mandatory: true,
    error: 'RETIRED',
    errorText: 'This car type is no longer allowed.',
  },
};
export const Disabled: Story = { args: { item: diesel, enabled: false } };
export const ReadOnly: Story = { args: { item: diesel, readOnly: true } };

/** Several values, as chips. */
export const MultiSelect: Story = {
  args: {
    name: 'Currencies',
    multiSelect: true,
    item: {
      property: 'verification.currencies',
      controlType: 'LIST',
      url: currencies,
      value: ['SEK'],
      data: { id: 'SEK', name: 'SEK – Swedish krona' },
    },
  },
};

/** A category that is not a mileage category: the service's 400 is shown with a retry. */
export const ServiceError: Story = {
  args: {
    item: list({
      url: `/api/v1/expense/me/organizations/${ORG}/categories/${MOCK_IDS.receiptCategory}/cartypes`,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Car type' }));
    await expect(await canvas.findByText(/Meals is not a mileage category/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** A category read from the receipt shows the scanned marker. */
export const Scanned: Story = {
  args: {
    item: list({ value: 'car-electric', data: { id: 'car-electric', name: 'Electric car' } }),
    scanned: true,
  },
};

/** The panel's args render: required, with a message. */
export const WithArgs: Story = {
  args: { mandatory: true, errorText: 'Choose a car type.' },
  play: requiredWithMessage('combobox'),
};
