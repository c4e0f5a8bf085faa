import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sourceSnippet } from '../support/sourceSnippet';
import { DevtoolsPlayground } from './DevtoolsPlayground';
import { lookSource } from '../support/storySnippet';

/** How an app puts the devtools beside its form (the story's "Show code", on a mock of its own). */
const USAGE = sourceSnippet(
  `import { FieldsForm, RemainingFields, SubmitButton } from 'expense-fields';
import { createExpenseClient } from 'expense-fields/core';
import { FieldsDevtools } from 'expense-fields/devtools';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN } from 'expense-fields/mock';

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });

// Inside the form the devtools read its session; production builds leave them out.
export const Report = () => (
  <FieldsForm source={{ organizationId: MOCK_IDS.swedishOrg, client }}>
    <RemainingFields />
    <SubmitButton />
    {import.meta.env.DEV && <FieldsDevtools mode="floating" mock={mock} />}
  </FieldsForm>
);
`,
  {},
);

/**
 * The devtools playground: paste an envelope or pick a mock scenario, choose the
 * locale, latency and faults, and watch the form beside the timeline and the bodies it sends.
 */
const meta = {
  title: 'Devtools/Playground',
  component: DevtoolsPlayground,
  // The devtools are the playground's subject: they stay in the canvas (and feed the panel too).
  // Storybook's padded layout and the theme (the preview imports src/styles.css), as every story.
  parameters: {
    docs: { source: lookSource(USAGE) },
    fieldsDevtools: { inPage: true },
  },
} satisfies Meta<typeof DevtoolsPlayground>;
export default meta;

type Story = StoryObj<typeof meta>;

const PASTED = JSON.stringify({
  fields: [
    {
      property: 'purpose',
      name: 'Trip purpose',
      controlType: 'TEXT',
      visible: true,
      value: 'Fair',
    },
    { property: 'nights', name: 'Nights', controlType: 'INTEGER', visible: true, value: 2 },
  ],
});

/** A pasted envelope shows its fields live, and its load is on the timeline. */
export const PasteAnEnvelope: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: /^Report name/ });
    const box = canvas.getByRole('textbox', { name: 'Envelope (JSON)' });
    await userEvent.click(box);
    await userEvent.paste(PASTED);
    await userEvent.click(canvas.getByRole('button', { name: 'Show this envelope' }));
    const form = await canvas.findByRole('form', { name: 'Playground form' });
    await expect(await within(form).findByRole('textbox', { name: 'Trip purpose' })).toHaveValue(
      'Fair',
    );
    await expect(within(form).getByRole('textbox', { name: 'Nights' })).toHaveValue('2');
    await expect(within(form).queryByRole('textbox', { name: /^Report name/ })).toBeNull();
    const panel = await canvas.findByRole('region', { name: 'Fields devtools' });
    await waitFor(() =>
      expect(within(panel).getByRole('list', { name: 'Exchanges' })).toHaveTextContent(
        /load applied/,
      ),
    );
  },
};

/** An envelope that does not parse shows its problems, each with its path, instead of a blank. */
export const BrokenEnvelope: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: 'Envelope (JSON)' });
    await userEvent.click(box);
    await userEvent.paste('{"fields": [{"property": 7, "controlType": "TEXT"}]}');
    await userEvent.click(canvas.getByRole('button', { name: 'Show this envelope' }));
    const problems = await canvas.findByRole('list', { name: 'Envelope problems' });
    await expect(problems).toHaveTextContent(/fields\[0\]\.property/);
  },
};
