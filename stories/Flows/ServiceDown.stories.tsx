import { expect, userEvent, within } from 'storybook/test';
import { MOCK_IDS, scenarioEnvelope } from '../../src/mock';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { storyMock } from '../support/storyMock';

export default {
  title: 'Flows/Service down or slow',
  component: StoryForm,
  beforeEach: () => storyMock.state.setEnvelope(MOCK_IDS.swedishOrg, scenarioEnvelope('basic')),
} satisfies FormMeta;

/** A 500 on save keeps everything and offers a retry, which succeeds. */
export const FailsThenRetry: Story = {
  beforeEach: () => storyMock.faults.set('createReport', { failure: 'server', times: 1 }),
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
};

/** The form cannot be loaded: a clear message and a retry. */
export const LoadFails: Story = {
  beforeEach: () => storyMock.faults.set('fields', { failure: 'network', times: 1 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The form could not be loaded.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('textbox', { name: /^Report name/ })).toBeInTheDocument();
  },
};

/** A slow service: the form says it is loading, then appears. */
export const Slow: Story = {
  beforeEach: () => storyMock.faults.set('fields', { latencyMs: 800, times: 1 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the form…')).toBeInTheDocument();
    await expect(
      await canvas.findByRole('textbox', { name: /^Report name/ }, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};
