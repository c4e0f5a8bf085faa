import { expect, userEvent, within } from 'storybook/test';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { scenario } from '../support/scenario';
import { formStory } from '../support/formStory';

export default {
  title: 'Flows/Service down or slow',
  component: StoryForm,
} satisfies FormMeta;

/** A 500 on save keeps everything and offers a retry, which succeeds. */
export const FailsThenRetry: Story = formStory(
  {
    mock: {
      envelope: scenario('basic'),
      faults: { createReport: { failure: 'server', times: 1 } },
    },
  },
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.type(await canvas.findByRole('textbox', { name: /^Report name/ }), 'Hotel');
      await userEvent.type(canvas.getByRole('textbox', { name: /^Amount/ }), '120');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(
        await canvas.findByText('The service failed to save. Nothing was lost: try again.'),
      ).toBeInTheDocument();
      await expect(canvas.getByRole('textbox', { name: /^Report name/ })).toHaveValue('Hotel');
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await expect(await canvas.findByText('Saved.')).toBeInTheDocument();
    },
  },
);

/** The form cannot be loaded: a clear message and a retry. */
export const LoadFails: Story = formStory(
  { mock: { envelope: scenario('basic'), faults: { fields: { failure: 'network', times: 1 } } } },
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText('The form could not be loaded.')).toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await expect(
        await canvas.findByRole('textbox', { name: /^Report name/ }),
      ).toBeInTheDocument();
    },
  },
);

/** A slow service: the form says it is loading, then appears. */
export const Slow: Story = formStory(
  { mock: { envelope: scenario('basic'), faults: { fields: { latencyMs: 800, times: 1 } } } },
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText('Loading the form…')).toBeInTheDocument();
      await expect(
        await canvas.findByRole('textbox', { name: /^Report name/ }, { timeout: 3000 }),
      ).toBeInTheDocument();
    },
  },
);
