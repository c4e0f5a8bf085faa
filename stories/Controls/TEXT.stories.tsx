import { expect, userEvent, within } from 'storybook/test';
import {
  controlMeta,
  controlStates,
  type ControlMeta,
  type ControlStoryObj as Story,
} from '../support/controlStories';

const states = {
  controlType: 'TEXT',
  label: 'Store name',
  filled: 'Café Lisboa',
  errorText: 'Enter the store name.',
  role: 'textbox',
  fix: 'Café Lisboa',
  prompt: 'Name the store.',
};

export default {
  title: 'Controls/TEXT',
  tags: ['every-look'],
  ...controlMeta(states),
} satisfies ControlMeta;
const stories = controlStates(states);
export const Default: Story = stories.Default;
export const Filled: Story = stories.Filled;
export const Disabled: Story = stories.Disabled;
export const ReadOnly: Story = stories.ReadOnly;

/** A server error on the field; it clears as soon as the user edits the field. */
export const Error: Story = {
  ...stories.Error,
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: /^Store name/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter the store name.');
    await userEvent.type(input, '!');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** The panel's args render: required, with a message. */
export const WithArgs: Story = stories.WithArgs;
