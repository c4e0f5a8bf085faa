import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { JsonObject } from '../../src/core/wire/model/types';
import { MOCK_IDS } from '../../src/mock';
import { wireField } from '../../src/mock/scenarios/wireField';
import {
  controlMeta,
  type ControlMeta,
  type ControlStoryObj as Story,
} from '../support/controlStories';
import { storyMock } from '../support/storyMock';

/** The group's fixed attributes: the fields it holds. */
const group = (
  children: JsonObject[] = [
    wireField('trip.from', 'TEXT', 'From', { value: 'Stockholm' }),
    wireField('trip.to', 'TEXT', 'To', { value: 'Lisbon' }),
  ],
) => ({ property: 'trip', controlType: 'FIELD_GROUP', fields: children });

export default {
  title: 'Controls/FIELD_GROUP',
  tags: ['every-look'],
  ...controlMeta({ controlType: 'FIELD_GROUP', label: 'Trip', item: group() }),
} satisfies ControlMeta;

export const Default: Story = {
  args: {
    item: group([wireField('trip.from', 'TEXT', 'From'), wireField('trip.to', 'TEXT', 'To')]),
  },
};
export const Filled: Story = {};
export const Error: Story = {
  args: { error: 'TOO_LONG', errorText: 'The trip is longer than 30 days.' },
};
export const Disabled: Story = {
  args: {
    item: group([wireField('trip.from', 'TEXT', 'From', { value: 'Stockholm', enabled: false })]),
  },
};
export const ReadOnly: Story = { args: { readOnly: true } };

/** Groups nest, through the same registry. */
export const Nested: Story = {
  args: {
    item: group([
      wireField('trip.from', 'TEXT', 'From'),
      wireField('trip.meals', 'FIELD_GROUP', 'Meals provided', {
        fields: [wireField('trip.meals.lunch', 'SWITCH', 'Lunch', { value: true })],
      }),
    ]),
  },
};

/** A group with no visible field shows its replacement text. */
export const Empty: Story = {
  args: {
    replacementText: 'No allowances apply to this trip.',
    item: group([wireField('trip.hidden', 'TEXT', 'Hidden', { visible: false })]),
  },
};

/** Removing a removable group is sent to the server as a re-call. */
export const Removable: Story = {
  args: { removable: true, onMock: MOCK_IDS.swedishOrg },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Trip' }));
    await waitFor(() => expect(canvas.queryByRole('group', { name: 'Trip' })).toBeNull());
    await waitFor(() =>
      expect(storyMock.requests.filter((request) => request.endpoint === 'recall')).toHaveLength(1),
    );
  },
};
