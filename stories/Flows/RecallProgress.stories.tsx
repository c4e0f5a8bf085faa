import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { scenario } from '../support/scenario';
import { formStory } from '../support/formStory';

export default {
  title: 'Flows/Re-call progress',
  component: StoryForm,
} satisfies FormMeta;

/**
 * Leaving a typed amount re-calls the service: the amount field shows its own progress (the form's
 * line at the bottom may be off screen on a long form) until the reply is in.
 */
export const FieldInProgress: Story = formStory(
  {
    // A slow service, so the field's own progress can be seen.
    mock: { envelope: scenario('basic'), faults: { recall: { latencyMs: 1200, times: 1 } } },
  },
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const amount = await canvas.findByRole('textbox', { name: /^Amount/ });
      await userEvent.type(amount, '9000');
      await userEvent.tab();
      const field = amount.closest('.ef-field') as HTMLElement;
      await waitFor(() => expect(field).toHaveAttribute('aria-busy', 'true'));
      await waitFor(() => expect(field).not.toHaveAttribute('aria-busy'), { timeout: 4000 });
    },
  },
);
