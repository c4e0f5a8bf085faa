import { expect, within } from 'storybook/test';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { storyMock } from '../support/storyMock';
import { formStory } from '../support/formStory';
import { storyDriver } from '../support/storyDriver';

export default {
  title: 'Flows/Command with confirmation',
  component: StoryForm,
} satisfies FormMeta;

/** "Split expense" asks first, then the server splits the amount into removable rows. */
export const SplitExpense: Story = formStory(
  {},
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await form.fill('Amount', '100');
      await form.runCommand('Split expense', { confirm: true });
      await expect(
        await within(canvasElement).findAllByRole('group', { name: /^Row \d/ }),
      ).toHaveLength(2);
      await expect(
        storyMock.requests.filter((request) => request.endpoint === 'command'),
      ).toHaveLength(1);
    },
  },
);
