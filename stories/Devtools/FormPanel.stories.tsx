import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { packageImports } from '../../test/tools/packageImports';
import { StoryForm, type StoryFormProps } from '../support/StoryForm';
import { applyMockSetup, type MockSetup } from '../support/mockSetup';
import { sourceSnippet } from '../support/sourceSnippet';
import { scenario } from '../support/scenario';
import { storyDriver } from '../support/storyDriver';
import { storyMock } from '../support/storyMock';
import { addons } from 'storybook/preview-api';
import { HISTORY, WATCH, type AddonHistory } from '../../.storybook/devtoolsAddon/addonEvents';
import { formStory } from '../support/formStory';
import { ReportWithDevtools } from './ReportWithDevtools';
import reportWithDevtoolsSource from './ReportWithDevtools.tsx?raw';
import { lookSource } from '../support/storySnippet';

/** What the mock holds for these stories: the basic report. */
const SERVICE: MockSetup = { envelope: scenario('basic') };

/**
 * What the toolbar's Devtools item does to a form story, as an app writes it: the devtools inside
 * `<FieldsForm>`, after the default layout's actions. Written out, since a form story's own
 * snippet (`formSnippet`) leaves the devtools out; `sourceSnippet` puts the mock setup before it.
 */
const INSIDE_THE_FORM = sourceSnippet(
  `import { DefaultActions, FieldsForm } from 'expense-fields';
import { createExpenseClient } from 'expense-fields/core';
import { FieldsDevtools } from 'expense-fields/devtools';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_NOW, MOCK_TOKEN } from 'expense-fields/mock';

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
`,
  SERVICE,
);

/**
 * The devtools panel beside a live form. Any form story shows it with the toolbar's
 * Devtools item (off, its button, or the panel open); these stories open it by default.
 */
const meta = {
  title: 'Devtools/Form panel',
  component: StoryForm,
  beforeEach: applyMockSetup(SERVICE),
  // The devtools are these stories' subject: they stay in the canvas (and feed the panel too).
  parameters: { fieldsDevtools: { inPage: true } },
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
  parameters: {
    docs: { source: lookSource(packageImports(reportWithDevtoolsSource)) },
    // An app's screen on its service (`MOCK_BASE_URL`), its mock given for the fault switches.
    sampleService: SERVICE,
  },
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

/** Within a few pixels: where a fixed element sits depends on sub-pixel rounding. */
const near = (actual: number, expected: number) => Math.abs(actual - expected) <= 2;

/**
 * The floating button (the default mode): in the corner over the page from the first render,
 * before the panel's chunk has loaded, and the panel opens over the page above it.
 */
export const Floating: Story = {
  render: () => <ReportWithDevtools mock={storyMock} mode="floating" />,
  parameters: { docs: { source: lookSource(packageImports(reportWithDevtoolsSource)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: /^Report name/ });
    const toggle = canvas.getByRole('button', { name: 'Fields devtools' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Closed and never opened: no panel, no panel styles, yet the button is in its corner.
    await expect(canvas.queryByRole('region', { name: 'Fields devtools' })).toBeNull();
    await expect(getComputedStyle(toggle).position).toBe('fixed');
    const place = toggle.getBoundingClientRect();
    const view = toggle.ownerDocument.documentElement;
    await expect(near(view.clientWidth - place.right, 16)).toBe(true);
    await expect(near(view.clientHeight - place.bottom, 16)).toBe(true);

    await userEvent.click(toggle);
    const panel = await canvas.findByRole('region', { name: 'Fields devtools' }, LAZY);
    await expect(panel).toBeVisible();
    await expect(getComputedStyle(panel).position).toBe('fixed');
    await expect(panel.getBoundingClientRect().bottom).toBeLessThanOrEqual(place.top);
    // Opened after the load: the timeline starts now, and a re-call lands on it.
    await storyDriver(canvasElement).fill('Amount', '9000');
    await waitFor(
      async () => expect(await timeline(canvasElement)).toHaveTextContent(/re-call\s+applied/),
      LAZY,
    );
    await userEvent.click(toggle);
    await expect(panel).not.toBeVisible();
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
  parameters: { docs: { source: lookSource(INSIDE_THE_FORM) } },
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

/** A plain form story, as every form story is by default: its devtools feed Storybook's panel. */
const plainForm = formStory(
  { mock: SERVICE },
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await canvas.findByRole('textbox', { name: /^Report name/ });
      // Nothing of the devtools in the canvas: they are in the "Fields devtools" panel.
      await expect(canvas.queryByRole('button', { name: 'Fields devtools' })).toBeNull();
      // The manager's panel says it is shown, as it does over the channel when its tab is chosen.
      const channel = addons.getChannel();
      let history: AddonHistory = { rows: [] };
      const heard = (sent: AddonHistory) => (history = sent);
      channel.on(HISTORY, heard);
      channel.emit(WATCH, { watching: true });
      try {
        await storyDriver(canvasElement).fill('Amount', '9000');
        await waitFor(
          () =>
            expect(history.rows.map((row) => `${row.kind} ${row.phase}`)).toContain(
              're-call applied',
            ),
          LAZY,
        );
        const recall = history.rows.find((row) => row.kind === 're-call');
        await expect(recall?.requestLine).toMatch(/^PUT https?:\/\/.+\/expensereports\/fields$/);
        await expect(JSON.stringify(recall?.request)).toContain('"value":9000');
      } finally {
        // Hidden again: the next story runs with nothing listening.
        channel.emit(WATCH, { watching: false });
        channel.off(HISTORY, heard);
      }
    },
  },
);

/**
 * Any form story, the toolbar's Devtools left as it is ("in the Storybook panel"): the canvas
 * holds only the form, and the "Fields devtools" panel below shows its re-call and the body sent.
 */
export const InTheStorybookPanel: Story = {
  ...plainForm,
  parameters: { ...plainForm.parameters, fieldsDevtools: { inPage: false } },
};
