import { expect, within } from 'storybook/test';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { storyMock } from '../support/storyMock';
import { scenario } from '../support/scenario';
import { formStory } from '../support/formStory';
import { storyDriver } from '../support/storyDriver';

export default {
  title: 'Flows/Warnings and save anyway',
  component: StoryForm,
} satisfies FormMeta;

/** An amount over the limit is a warning, not an error: "Save anyway" saves with saveDespiteWarnings=true. */
export const OverTheLimit: Story = formStory(
  { mock: { envelope: scenario('basic') } },
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await form.fill('Report name', 'Client dinner');
      await form.fill('Amount', '9000');
      await expect(await form.submit()).toBe('warnings');
      await expect((await form.summary()).warnings.join(' ')).toContain(
        'over the limit of 5000 SEK',
      );
      await expect(await form.saveAnyway()).toBe('saved');
      await expect(within(canvasElement).getByText('Saved.')).toBeInTheDocument();
      await expect(
        storyMock.requests
          .filter((request) => request.endpoint === 'createReport')
          .map((request) => new URL(request.url).searchParams.get('saveDespiteWarnings')),
      ).toEqual([null, 'true']);
    },
  },
);
