import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  FieldShell,
  describedByFor,
  type FieldShellProps,
} from '../../src/react/fields/FieldShell';
import { jsxProp } from '../support/formSnippet';
import { SnippetWriter } from '../support/snippetWriter';
import { lookSource } from '../support/storySnippet';

/** The props of every story: an "Amount" shell around a plain input. */
const BASE = { id: 'amount', label: 'Amount', children: null } satisfies FieldShellProps;

/** The input inside the shell, described by the shell's help and error as the form does it. */
function describedInput({ id, help, errorText }: FieldShellProps) {
  return {
    id,
    className: 'ef-input',
    'aria-invalid': errorText ? true : undefined,
    'aria-describedby': describedByFor(id, { hasHelp: !!help, hasError: !!errorText }),
  };
}

/** "Show code": the shell with these props around the same input, written with the public API. */
function shellSnippet(args: FieldShellProps): string {
  const writer = new SnippetWriter();
  const shell = writer.use('expense-fields', 'FieldShell');
  const described = `${writer.use('expense-fields', 'describedByFor')}(${writer.value(args.id)}, ${writer.value({ hasHelp: !!args.help, hasError: !!args.errorText })})`;
  const shellProps = Object.entries(args).flatMap(([name, value]) =>
    name === 'children' || value === undefined ? [] : [jsxProp(writer, name, value, 6)],
  );
  const input = Object.entries(describedInput(args)).flatMap(([name, value]) =>
    value === undefined
      ? []
      : [name === 'aria-describedby' ? `${name}={${described}}` : jsxProp(writer, name, value, 8)],
  );
  const lines = [
    `    <${shell}`,
    ...shellProps.map((prop) => `      ${prop}`),
    '    >',
    '      <input',
    ...input.map((prop) => `        ${prop}`),
    '      />',
    `    </${shell}>`,
  ];
  return writer.file(`export function Example() {\n  return (\n${lines.join('\n')}\n  );\n}`);
}

/** A story of these props (over {@link BASE}), showing its own code. */
const shellStory = (args: Partial<FieldShellProps> = {}, play?: Story['play']): Story => ({
  args: { ...BASE, ...args },
  parameters: { docs: { source: lookSource(shellSnippet({ ...BASE, ...args })) } },
  ...(play ? { play } : {}),
});

const meta = {
  title: 'Controls/FieldShell',
  component: FieldShell,
  args: BASE,
  render: (args) => (
    <FieldShell {...args}>
      <input {...describedInput(args)} />
    </FieldShell>
  ),
} satisfies Meta<typeof FieldShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = shellStory();

export const Required: Story = shellStory({
  required: true,
  requiredText: '(required)',
  help: 'Including VAT',
});

export const Error: Story = shellStory(
  { required: true, errorText: 'Enter an amount' },
  async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /amount/i });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter an amount');
  },
);

export const Scanned: Story = shellStory({ scanned: true, scannedText: 'From receipt' });

/** The name reads "Purchase date (required), From receipt", with no space before the comma. */
export const RequiredAndScanned: Story = shellStory(
  {
    id: 'purchase-date',
    label: 'Purchase date',
    required: true,
    requiredText: '(required)',
    scanned: true,
    scannedText: 'From receipt',
  },
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: 'Purchase date (required), From receipt' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('From receipt')).toBeVisible();
  },
);

/** Scanned, not required: "Amount, From receipt". */
export const ScannedName: Story = shellStory(
  { scanned: true, scannedText: 'From receipt' },
  async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Amount, From receipt' }),
    ).toBeInTheDocument();
  },
);
