import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { storyMock } from '../support/storyMock';
import { scenario } from '../support/scenario';
import { formStory } from '../support/formStory';

export default {
  title: 'Flows/Warnings and save anyway',
  component: StoryForm,
} satisfies FormMeta;

/** An amount over the limit is a warning, not an error: "Save anyway" saves with saveDespiteWarnings=true. */
export const OverTheLimit: Story = formStory(
  { mock: { envelope: scenario('basic') } },
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.type(
        await canvas.findByRole('textbox', { name: /^Report name/ }),
        'Client dinner',
      );
      await userEvent.type(canvas.getByRole('textbox', { name: /^Amount/ }), '9000');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(
        await canvas.findByRole('region', { name: 'Check these before saving' }),
      ).toHaveTextContent('over the limit of 5000 SEK');
      await userEvent.click(canvas.getByRole('button', { name: 'Save anyway' }));
      await expect(await canvas.findByText('Saved.')).toBeInTheDocument();
      await waitFor(() =>
        expect(
          storyMock.requests
            .filter((request) => request.endpoint === 'createReport')
            .map((request) => new URL(request.url).searchParams.get('saveDespiteWarnings')),
        ).toEqual([null, 'true']),
      );
    },
  },
);
