import { expect, userEvent, waitFor, within } from 'storybook/test';
import { wireField } from '../../src/mock/scenarios/wireField';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { formStory } from '../support/formStory';
import { storyMock } from '../support/storyMock';

const group = (
  extra: Record<string, unknown>,
  children = [
    wireField('trip.from', 'TEXT', 'From', { value: 'Stockholm' }),
    wireField('trip.to', 'TEXT', 'To', { value: 'Lisbon' }),
  ],
) => ({
  fields: [wireField('trip', 'FIELD_GROUP', 'Trip', { fields: children, ...extra })],
});

export default { title: 'Controls/FIELD_GROUP', component: StoryForm } satisfies FormMeta;

export const Default: Story = formStory({
  args: {
    envelope: group({}, [
      wireField('trip.from', 'TEXT', 'From'),
      wireField('trip.to', 'TEXT', 'To'),
    ]),
  },
});
export const Filled: Story = formStory({ args: { envelope: group({}) } });
export const Error: Story = formStory({
  args: { envelope: group({ error: 'TOO_LONG', errorText: 'The trip is longer than 30 days.' }) },
});
export const Disabled: Story = formStory({
  args: {
    envelope: group({}, [
      wireField('trip.from', 'TEXT', 'From', { value: 'Stockholm', enabled: false }),
    ]),
  },
});
export const ReadOnly: Story = formStory({ args: { envelope: group({}), readOnly: true } });

/** Groups nest, through the same registry. */
export const Nested: Story = formStory({
  args: {
    envelope: group({}, [
      wireField('trip.from', 'TEXT', 'From'),
      wireField('trip.meals', 'FIELD_GROUP', 'Meals provided', {
        fields: [wireField('trip.meals.lunch', 'SWITCH', 'Lunch', { value: true })],
      }),
    ]),
  },
});

/** A group with no visible field shows its replacement text. */
export const Empty: Story = formStory({
  args: {
    envelope: group({ replacementText: 'No allowances apply to this trip.' }, [
      wireField('trip.hidden', 'TEXT', 'Hidden', { visible: false }),
    ]),
  },
});

/** Removing a removable group is sent to the server as a re-call. */
export const Removable: Story = formStory(
  { mock: { envelope: group({ removable: true }) } },
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Remove Trip' }));
      await waitFor(() => expect(canvas.queryByRole('group', { name: 'Trip' })).toBeNull());
      await waitFor(() =>
        expect(storyMock.requests.filter((request) => request.endpoint === 'recall')).toHaveLength(
          1,
        ),
      );
    },
  },
);
