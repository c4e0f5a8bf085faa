import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { packageImports } from '../../test/tools/packageImports';
import { StoryForm, type StoryFormProps } from '../support/StoryForm';
import { applyMockSetup } from '../support/mockSetup';
import { scenario } from '../support/scenario';
import { storyDriver } from '../support/storyDriver';
import { storyMock } from '../support/storyMock';
import { ReportWithDevtools } from './ReportWithDevtools';
import reportWithDevtoolsSource from './ReportWithDevtools.tsx?raw';

/**
 * What the toolbar's Devtools item does to a form story, as an app writes it: the devtools inside
 * `<FieldsForm>`, after the default layout's actions. Written out, since a form story's own
 * snippet (`formSnippet`) leaves the devtools out.
 */
const INSIDE_THE_FORM = `import { DefaultActions, FieldsForm } from 'expense-fields';
import { createExpenseClient } from 'expense-fields/core';
import { FieldsDevtools } from 'expense-fields/devtools';
import {
  createMockService,
  MOCK_BASE_URL,
  MOCK_IDS,
  MOCK_NOW,
  MOCK_TOKEN,
  scenarioEnvelope,
} from 'expense-fields/mock';
import 'expense-fields/styles.css';

// The in-memory expense service: start it with MSW before rendering, e.g.
// \`await setupWorker(...mock.handlers).start()\` from 'msw/browser'.
export const mock = createMockService();
mock.state.setEnvelope(MOCK_IDS.swedishOrg, scenarioEnvelope('basic'));

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });

export function Example() {
  return (
    <FieldsForm
      source={{ organizationId: MOCK_IDS.swedishOrg, client }}
      label="Expense report"
      now={() => new Date(MOCK_NOW)}
      drafts={false}
      // The default layout stays; the devtools go after its actions. They mount with the fields,
      // so their timeline starts after the first load.
      renderActions={() => (
        <>
          <DefaultActions />
          {import.meta.env.DEV && <FieldsDevtools mode="embedded" defaultOpen mock={mock} />}
        </>
      )}
    />
  );
}
`;

/**
 * The devtools panel beside a live form (issue 27). Any form story shows it with the toolbar's
 * Devtools item (off, its button, or the panel open); these stories open it by default.
 */
const meta = {
  title: 'Devtools/Form panel',
  component: StoryForm,
  beforeEach: applyMockSetup({ envelope: scenario('basic') }),
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The panel is a lazy chunk: its first load in a busy test run takes more than a second. */
const LAZY = { timeout: 10_000 };

/** The exchange list of the panel in the canvas. */
async function timeline(canvasElement: HTMLElement) {
  const panel = await within(canvasElement).findByRole('region', { name: 'Fields devtools' }, LAZY);
  return within(panel).findByRole('list', { name: 'Exchanges' });
}

/**
 * A report screen with the panel open from its first render: the load is on the timeline as
 * applied, and leaving a typed amount adds its re-call.
 */
export const LoadOnTheTimeline: Story = {
  render: () => <ReportWithDevtools mock={storyMock} />,
  parameters: { docs: { source: { code: packageImports(reportWithDevtoolsSource) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      async () => expect(await timeline(canvasElement)).toHaveTextContent(/#1\s+load\s+applied/),
      LAZY,
    );
    await expect(canvas.getByRole('button', { name: 'Fields devtools' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await storyDriver(canvasElement).fill('Amount', '9000');
    await waitFor(
      async () => expect(await timeline(canvasElement)).toHaveTextContent(/re-call\s+applied/),
      LAZY,
    );
  },
};

/** No devtools in the args: the `devtools` global below is what the toolbar item sets. */
const FORM_ARGS: StoryFormProps = {};

/**
 * Any form story with the toolbar's Devtools set to "open" (the `devtools` global): the panel is
 * inside the form, with the mock's fault switches; leaving a typed amount puts its re-call on the
 * timeline.
 */
export const FromTheToolbar: Story = {
  args: FORM_ARGS,
  globals: { devtools: 'open' },
  parameters: { docs: { source: { code: INSIDE_THE_FORM } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Expense report' });
    const panel = await within(form).findByRole('region', { name: 'Fields devtools' }, LAZY);
    await expect(within(panel).getByRole('group', { name: /Mock service faults/ })).toBeVisible();
    await storyDriver(canvasElement).fill('Amount', '9000');
    await waitFor(
      async () => expect(await timeline(canvasElement)).toHaveTextContent(/re-call\s+applied/),
      LAZY,
    );
  },
};
