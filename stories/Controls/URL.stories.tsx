import { expect, within } from 'storybook/test';
import {
  controlMeta,
  controlStates,
  type ControlMeta,
  type ControlStoryObj as Story,
} from '../support/controlStories';

const states = {
  controlType: 'URL',
  label: 'Travel policy',
  filled: 'https://intranet.example.se/travel-policy',
  errorText: 'The policy link is broken.',
};

export default {
  title: 'Controls/URL',
  tags: ['every-look'],
  ...controlMeta(states),
} satisfies ControlMeta;
const stories = controlStates(states);
export const Default: Story = stories.Default;
export const Filled: Story = stories.Filled;
export const Error: Story = stories.Error;
export const Disabled: Story = stories.Disabled;
export const ReadOnly: Story = stories.ReadOnly;

/** A `javascript:` URL from the server is never a link. */
export const Unsafe: Story = {
  args: { value: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('javascript:alert(1)')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
