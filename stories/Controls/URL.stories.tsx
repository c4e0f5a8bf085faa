import { expect, within } from 'storybook/test';
import { wireField } from '../../src/mock/scenarios/wireField';
import { StoryForm } from '../support/StoryForm';
import { controlArgs, controlStates, type FormMeta, type Story } from '../support/controlStories';
import { formStory } from '../support/formStory';

const states = {
  controlType: 'URL',
  label: 'Travel policy',
  filled: 'https://intranet.example.se/travel-policy',
  errorText: 'The policy link is broken.',
};

export default {
  title: 'Controls/URL',
  component: StoryForm,
  args: controlArgs(states),
} satisfies FormMeta;
const stories = controlStates(states);
export const Default: Story = stories.Default;
export const Filled: Story = stories.Filled;
export const Error: Story = stories.Error;
export const Disabled: Story = stories.Disabled;
export const ReadOnly: Story = stories.ReadOnly;

/** A `javascript:` URL from the server is never a link. */
export const Unsafe: Story = formStory(
  {
    args: {
      envelope: {
        fields: [wireField('policy', 'URL', 'Travel policy', { value: 'javascript:alert(1)' })],
      },
    },
  },
  {
    play: async ({ canvasElement }) => {
      await expect(
        await within(canvasElement).findByText('javascript:alert(1)'),
      ).toBeInTheDocument();
      await expect(within(canvasElement).queryByRole('link')).toBeNull();
    },
  },
);
