import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN } from '../../src/mock/index';
import { applyMockSetup, type MockSetup } from '../support/mockSetup';
import { scenario } from '../support/scenario';
import { storyDriver } from '../support/storyDriver';
import { storyMock } from '../support/storyMock';
import { NewReport } from './examples/QuickStart';
import quickStart from './examples/QuickStart.tsx?raw';
import { ReportSavedOnce, signOut } from './examples/SavedOnce';
import savedOnce from './examples/SavedOnce.tsx?raw';
import { ReportWithDevtoolsButton } from './examples/WithDevtools';
import withDevtools from './examples/WithDevtools.tsx?raw';
import { shown } from './support/shown';
import { lookSource } from '../support/storySnippet';

/**
 * The manual's samples that draw a form, each run here against the mock (stories run as tests),
 * so no page of the manual shows code that is not run. "Show code" is the sample as the manual
 * shows it.
 */
export default { title: 'Manual/Samples' } satisfies Meta;

/**
 * The service every sample talks to, at the address it is given (`MOCK_BASE_URL`): an app's
 * environment gives it its own. Its setup is a parameter too, so a test that runs a sample as
 * written gives it the same service (test/unit/storySnippetsRun.test.tsx).
 */
const SERVICE: MockSetup = { envelope: scenario('basic') };
const sample = { beforeEach: applyMockSetup(SERVICE), parameters: { sampleService: SERVICE } };

const navigate = fn();

/** The README's quick start: a Swedish form from a connection source; Save goes to the report. */
export const QuickStart: StoryObj<typeof NewReport> = {
  // The app's props: where its service is, the organization, its sign-in and router.
  args: {
    baseUrl: MOCK_BASE_URL,
    organizationId: MOCK_IDS.swedishOrg,
    getAccessToken: async () => MOCK_TOKEN,
    navigate,
  },
  render: (args) => <NewReport {...args} />,
  ...sample,
  parameters: { ...sample.parameters, docs: { source: lookSource(shown(quickStart)) } },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const form = storyDriver(canvasElement);
    await form.fill('Rapportens namn', 'Taxi till Arlanda');
    await form.fill('Belopp', '412,50');
    await expect(await form.submit()).toBe('saved');
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/reports\/./)),
    );
  },
};

const log = fn();

/** Saving once: the create carries an idempotency key, the app hears each exchange. */
export const SavedOnce: StoryObj<typeof ReportSavedOnce> = {
  args: { userId: 'user-42', log },
  render: (args) => <ReportSavedOnce {...args} />,
  ...sample,
  parameters: { ...sample.parameters, docs: { source: lookSource(shown(savedOnce)) } },
  play: async ({ canvasElement }) => {
    log.mockClear();
    const form = storyDriver(canvasElement);
    await form.fill('Report name', 'Client dinner');
    await form.fill('Amount', '120');
    await expect(await form.submit()).toBe('saved');
    const create = storyMock.requests.find((request) => request.endpoint === 'createReport');
    await expect(create?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'save', phase: 'applied' }),
    );
    await signOut('user-42');
  },
};

/**
 * The devtools beside a form while developing. In Storybook they draw where the toolbar's
 * Devtools item says (the "Fields devtools" addon panel by default), so the play saves the form.
 */
export const WithDevtools: StoryObj = {
  render: () => <ReportWithDevtoolsButton />,
  ...sample,
  parameters: { ...sample.parameters, docs: { source: lookSource(shown(withDevtools)) } },
  play: async ({ canvasElement }) => {
    const form = storyDriver(canvasElement);
    await form.fill('Report name', 'Parking');
    await form.fill('Amount', '15');
    await expect(await form.submit()).toBe('saved');
  },
};
