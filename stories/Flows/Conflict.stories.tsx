import { expect, within } from 'storybook/test';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { scenario } from '../support/scenario';
import { formStory } from '../support/formStory';
import { storyDriver } from '../support/storyDriver';

export default {
  title: 'Flows/409 conflict',
  component: StoryForm,
} satisfies FormMeta;

/** Someone saved the report meanwhile: every value stays, the user reloads with their changes on top. */
export const SomeoneElseSaved: Story = formStory(
  // The conflict preset on the stories' MSW worker: someone saves just before this save arrives.
  { mock: { envelope: scenario('basic'), presets: [['conflict']] } },
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await form.fill('Report name', 'Taxi');
      await form.fill('Amount', '42.50');
      await expect(await form.submit()).toBe('conflict');
      await expect(
        within(canvasElement).getByRole('heading', { name: 'Someone else changed this report' }),
      ).toBeInTheDocument();
      await expect((await form.values())['verification.amount']).toBe(42.5);
      await form.reloadKeepingChanges();
      await expect(await form.values()).toMatchObject({
        name: 'Taxi',
        'verification.amount': 42.5,
      });
      await expect(await form.submit()).toBe('saved');
    },
  },
);
