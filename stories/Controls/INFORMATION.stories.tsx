import { expect, userEvent, within } from 'storybook/test';
import { wireField } from '../../src/mock/scenarios/wireField';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { formStory } from '../support/formStory';

export default { title: 'Controls/INFORMATION', component: StoryForm } satisfies FormMeta;

const notice = (type: string, text: string, extra = {}) => ({
  fields: [wireField(`info.${type}`, 'INFORMATION', text, { informationType: type, ...extra })],
});

export const Default: Story = formStory({
  args: { envelope: notice('normal', 'Reports are sent to your manager.') },
});
export const Information: Story = formStory({
  args: { envelope: notice('information', 'Per diems are paid with the next salary.') },
});
export const Warning: Story = formStory({
  args: { envelope: notice('warning', 'This amount is over the meal limit.') },
});
export const Error: Story = formStory({
  args: { envelope: notice('error', 'The card transaction was rejected.') },
});
export const Success: Story = formStory({
  args: { envelope: notice('success', 'The receipt was read.') },
});
export const Filled: Story = formStory({
  args: {
    envelope: {
      fields: ['normal', 'information', 'warning', 'error', 'success'].map((type) =>
        wireField(`info.${type}`, 'INFORMATION', `A ${type} notice.`, { informationType: type }),
      ),
    },
  },
});
export const Disabled: Story = formStory({
  args: { envelope: notice('information', 'Shown the same when not enabled.', { enabled: false }) },
});
export const ReadOnly: Story = formStory({
  args: { envelope: notice('information', 'Shown the same in a read-only form.'), readOnly: true },
});

export const Dismissible: Story = formStory(
  {
    args: {
      envelope: notice('warning', 'This amount is over the meal limit.', { dismissible: true }),
    },
  },
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(
        await canvas.findByRole('button', { name: 'Dismiss: This amount is over the meal limit.' }),
      );
      await expect(canvas.queryByText('This amount is over the meal limit.')).toBeNull();
    },
  },
);
