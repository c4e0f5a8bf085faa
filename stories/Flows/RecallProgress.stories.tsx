import { expect, userEvent } from 'storybook/test';
import { createFormDriver } from '../../src/testing';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { scenario } from '../support/scenario';
import { formStory } from '../support/formStory';
import { storyDriver } from '../support/storyDriver';

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
      // A driver that gives up early: while the slow re-call is out, the field says it is busy.
      const hasty = createFormDriver(canvasElement, { user: userEvent, timeoutMs: 300 });
      await expect(hasty.fill('Amount', '9000')).rejects.toThrow(
        'Not settled after 0.3 s: re-call',
      );
      await expect(await hasty.field('Amount')).toMatchObject({ busy: true });
      await expect(await hasty.status()).toBe('updating');
      await storyDriver(canvasElement).settled();
      await expect(await hasty.field('Amount')).toMatchObject({ busy: false });
    },
  },
);
