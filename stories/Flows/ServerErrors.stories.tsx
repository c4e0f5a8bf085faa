import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_IDS, scenarioEnvelope } from '../../src/mock';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { storyMock } from '../support/storyMock';

export default {
  title: 'Flows/Server validation errors',
  component: StoryForm,
  beforeEach: () => storyMock.state.setEnvelope(MOCK_IDS.swedishOrg, scenarioEnvelope('basic')),
} satisfies FormMeta;

/** The server refuses a negative amount: the error lands on the field, is summarised, and clears on edit. */
export const NegativeAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Report name/ }), 'Lunch');
    const amount = canvas.getByRole('textbox', { name: /^Amount/ });
    await userEvent.type(amount, '-5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    await expect(amount).toHaveAccessibleDescription('The amount cannot be negative.');
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(
      canvas.getByRole('region', { name: 'Please correct these fields' }),
    ).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '5');
    await expect(amount).not.toHaveAttribute('aria-invalid');
  },
};

/** Empty mandatory fields are caught before anything is sent. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    const summary = await canvas.findByRole('region', { name: 'Please correct these fields' });
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: /^Report name/ })).toHaveFocus();
    await expect(
      storyMock.requests.filter((request) => request.endpoint === 'createReport'),
    ).toHaveLength(0);
  },
};
