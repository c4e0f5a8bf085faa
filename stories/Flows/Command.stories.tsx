import { expect, userEvent, within } from 'storybook/test';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { storyMock } from '../support/storyMock';
import { formStory } from '../support/formStory';

export default {
  title: 'Flows/Command with confirmation',
  component: StoryForm,
} satisfies FormMeta;

/** "Split expense" asks first, then the server splits the amount into removable rows. */
export const SplitExpense: Story = formStory(
  {},
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.type(await canvas.findByRole('textbox', { name: /^Amount/ }), '100');
      await userEvent.click(canvas.getByRole('button', { name: 'Split expense' }));
      const dialog = canvas.getByRole('alertdialog');
      await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await expect(await canvas.findAllByRole('group', { name: /^Row \d/ })).toHaveLength(2);
      await expect(
        storyMock.requests.filter((request) => request.endpoint === 'command'),
      ).toHaveLength(1);
    },
  },
);
