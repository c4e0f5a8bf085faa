import { expect, userEvent, within } from 'storybook/test';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { scenario } from '../support/scenario';
import { formStory } from '../support/formStory';
import { storyDriver } from '../support/storyDriver';

export default {
  title: 'Flows/Service down or slow',
  component: StoryForm,
} satisfies FormMeta;

/** A 500 on save keeps everything and offers a retry, which succeeds. */
export const FailsThenRetry: Story = formStory(
  // The serverError preset on the stories' MSW worker: the next save answers 500.
  { mock: { envelope: scenario('basic'), presets: [['serverError']] } },
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await form.fill('Report name', 'Hotel');
      await form.fill('Amount', '120');
      await expect(await form.submit()).toBe('failed');
      await expect(
        within(canvasElement).getByText('The service failed to save. Nothing was lost: try again.'),
      ).toBeInTheDocument();
      await expect((await form.values()).name).toBe('Hotel');
      await expect(await form.submit()).toBe('saved');
    },
  },
);

/** The form cannot be loaded: a clear message and a retry. */
export const LoadFails: Story = formStory(
  { mock: { envelope: scenario('basic'), faults: { fields: { failure: 'network', times: 1 } } } },
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const form = storyDriver(canvasElement);
      await form.settled();
      await expect(await form.status()).toBe('loadFailed');
      await expect(canvas.getByText('The form could not be loaded.')).toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await form.settled();
      await expect(await form.field('Report name')).toMatchObject({ visible: true });
    },
  },
);

/** A slow service: the form says it is loading, then appears. */
export const Slow: Story = formStory(
  { mock: { envelope: scenario('basic'), faults: { fields: { latencyMs: 800, times: 1 } } } },
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await expect(await form.status()).toBe('loading');
      await expect(within(canvasElement).getByText('Loading the form…')).toBeInTheDocument();
      await form.settled();
      await expect(await form.status()).toBe('ready');
    },
  },
);
