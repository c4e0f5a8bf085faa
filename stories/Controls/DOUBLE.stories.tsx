import { expect, userEvent, within } from 'storybook/test';
import {
  controlMeta,
  controlStates,
  type ControlMeta,
  type ControlStoryObj as Story,
} from '../support/controlStories';

const states = {
  controlType: 'DOUBLE',
  label: 'Amount',
  base: { maxDecimals: 2 },
  filled: 1234.5,
  errorText: 'The amount is over the limit.',
  role: 'textbox',
  fix: '12',
  prompt: 'Enter the amount.',
};

export default {
  title: 'Controls/DOUBLE',
  tags: ['every-look'],
  ...controlMeta(states),
} satisfies ControlMeta;
const stories = controlStates(states);
export const Default: Story = stories.Default;
export const Filled: Story = stories.Filled;
export const Error: Story = stories.Error;
export const Disabled: Story = stories.Disabled;
export const ReadOnly: Story = stories.ReadOnly;

/** A value read from the receipt shows the scanned marker. */
export const Scanned: Story = stories.Scanned;

/** Swedish decimals: `12,50`; a third decimal is refused on save. */
export const SwedishDecimals: Story = {
  args: { locale: 'sv' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: /^Amount/ });
    await userEvent.type(input, '12,505');
    await userEvent.click(canvas.getByRole('button', { name: 'Spara' }));
    await expect(input).toHaveAccessibleDescription('Använd högst 2 decimaler.');
  },
};

/** The panel's args render: required, with a message. */
export const WithArgs: Story = stories.WithArgs;
