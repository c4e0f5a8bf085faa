import { expect, userEvent, within } from 'storybook/test';
import type { JsonObject } from '../../src/core/wire/model/types';
import { wireField } from '../../src/mock/scenarios/wireField';
import {
  controlMeta,
  type ControlMeta,
  type ControlStoryObj as Story,
} from '../support/controlStories';

const notice = (extra: JsonObject = {}) => ({
  property: 'info.notice',
  controlType: 'INFORMATION',
  ...extra,
});

export default {
  title: 'Controls/INFORMATION',
  tags: ['every-look'],
  ...controlMeta({
    controlType: 'INFORMATION',
    label: 'Reports are sent to your manager.',
    item: notice(),
    base: { informationType: 'normal' },
  }),
} satisfies ControlMeta;

export const Default: Story = {};
export const Information: Story = {
  args: { informationType: 'information', name: 'Per diems are paid with the next salary.' },
};
export const Warning: Story = {
  args: { informationType: 'warning', name: 'This amount is over the meal limit.' },
};
export const Error: Story = {
  args: { informationType: 'error', name: 'The card transaction was rejected.' },
};
export const Success: Story = {
  args: { informationType: 'success', name: 'The receipt was read.' },
};
/** Every kind of notice: the story's own first, the other four beside it. */
export const Filled: Story = {
  args: {
    name: 'A normal notice.',
    item: notice({
      beside: ['information', 'warning', 'error', 'success'].map((type) =>
        wireField(`info.${type}`, 'INFORMATION', `A ${type} notice.`, { informationType: type }),
      ),
    }),
  },
};
export const Disabled: Story = {
  args: {
    informationType: 'information',
    name: 'Shown the same when not enabled.',
    item: notice({ enabled: false }),
  },
};
export const ReadOnly: Story = {
  args: {
    informationType: 'information',
    name: 'Shown the same in a read-only form.',
    readOnly: true,
  },
};

export const Dismissible: Story = {
  args: {
    informationType: 'warning',
    name: 'This amount is over the meal limit.',
    dismissible: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Dismiss: This amount is over the meal limit.' }),
    );
    await expect(canvas.queryByText('This amount is over the meal limit.')).toBeNull();
  },
};
