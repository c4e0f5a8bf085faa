import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { storyMock } from '../support/storyMock';
import { formStory } from '../support/formStory';

/** A back end that names the re-call trigger `triggersRecall` and nested fields `children`. */
const envelope = {
  fields: [
    {
      name: 'Trip',
      property: 'trip',
      controlType: 'FIELD_GROUP',
      visible: true,
      children: [
        {
          name: 'Distance (km)',
          property: 'trip.km',
          controlType: 'DOUBLE',
          visible: true,
          value: null,
          triggersRecall: true,
        },
      ],
    },
  ],
};

/**
 * Custom wire names: give `wireNames` to the form (with a connection source) or to
 * `createExpenseClient`, and attributes, query names and headers follow them.
 */
export default {
  title: 'Recipes/Custom wire names',
  component: StoryForm,
} satisfies FormMeta;

export const TriggersRecall: Story = formStory(
  {
    args: { wireNames: { requiresUpdate: 'triggersRecall', fields: 'children' }, connection: true },
    mock: { envelope },
  },
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const distance = await canvas.findByRole('textbox', { name: 'Distance (km)' });
      await userEvent.type(distance, '12');
      await userEvent.tab();
      await waitFor(() =>
        expect(storyMock.requests.filter((request) => request.endpoint === 'recall')).toHaveLength(
          1,
        ),
      );
      const sent = storyMock.requests.find((request) => request.endpoint === 'recall')?.body as {
        fields: { children: { value: number; triggersRecall: boolean }[] }[];
      };
      await expect(sent.fields[0]?.children[0]).toMatchObject({ value: 12, triggersRecall: true });
    },
  },
);
