import { expect, userEvent, within } from 'storybook/test';
import { MOCK_IDS } from '../../src/mock';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { storyMock } from '../support/storyMock';
import { scenario } from '../support/scenario';
import { formStory } from '../support/formStory';

export default {
  title: 'Flows/409 conflict',
  component: StoryForm,
} satisfies FormMeta;

/** Someone saved the report meanwhile: every value stays, the user reloads with their changes on top. */
export const SomeoneElseSaved: Story = formStory(
  { mock: { envelope: scenario('basic') } },
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.type(await canvas.findByRole('textbox', { name: /^Report name/ }), 'Taxi');
      await userEvent.type(canvas.getByRole('textbox', { name: /^Amount/ }), '42.50');
      storyMock.state.bumpVersion(MOCK_IDS.swedishOrg);
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(
        await canvas.findByRole('heading', { name: 'Someone else changed this report' }),
      ).toBeInTheDocument();
      await expect(canvas.getByRole('textbox', { name: /^Amount/ })).toHaveValue('42.50');
      await userEvent.click(canvas.getByRole('button', { name: 'Reload and keep my changes' }));
      await expect(await canvas.findByRole('button', { name: 'Save' })).toBeEnabled();
      await expect(canvas.getByRole('textbox', { name: /^Report name/ })).toHaveValue('Taxi');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(await canvas.findByText('Saved.')).toBeInTheDocument();
    },
  },
);
