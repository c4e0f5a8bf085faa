import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldShell, describedByFor } from '../../src/react/FieldShell';

const meta = {
  title: 'Controls/FieldShell',
  component: FieldShell,
  args: { id: 'amount', label: 'Amount', children: null },
  render: (args) => (
    <FieldShell {...args}>
      <input
        id={args.id}
        className="ef-input"
        aria-invalid={args.errorText ? true : undefined}
        aria-describedby={describedByFor(args.id, {
          hasHelp: !!args.help,
          hasError: !!args.errorText,
        })}
      />
    </FieldShell>
  ),
} satisfies Meta<typeof FieldShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = {
  args: { required: true, requiredText: '(required)', help: 'Including VAT' },
};

export const Error: Story = {
  args: { required: true, errorText: 'Enter an amount' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /amount/i });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter an amount');
  },
};

export const Scanned: Story = { args: { scanned: true, scannedText: 'From receipt' } };

/** Issue 22: the name reads "Purchase date (required), From receipt", with no space before the comma. */
export const RequiredAndScanned: Story = {
  args: {
    id: 'purchase-date',
    label: 'Purchase date',
    required: true,
    requiredText: '(required)',
    scanned: true,
    scannedText: 'From receipt',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: 'Purchase date (required), From receipt' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('From receipt')).toBeVisible();
  },
};

/** Scanned, not required: "Amount, From receipt". */
export const ScannedName: Story = {
  args: { scanned: true, scannedText: 'From receipt' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Amount, From receipt' }),
    ).toBeInTheDocument();
  },
};
