import { expect, within } from 'storybook/test';
import { fieldKey } from '../../src/core/wire/fieldIndex';
import { MOCK_IDS } from '../../src/mock';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { formStory } from '../support/formStory';
import { memoryDrafts } from '../support/memoryDrafts';
import { scenario } from '../support/scenario';
import { storyDriver } from '../support/storyDriver';
import { storyMock } from '../support/storyMock';

/**
 * Every verb of `expense-fields/testing` on the Storybook target (a play function's
 * canvas, acting through Storybook's instrumented `userEvent`), as the jsdom tests
 * (test/unit/testing/driverVerbs.test.tsx) and the Playwright ones (test/e2e) run them. The states
 * come from the MSW presets, put on the stories' worker (`setupWorker`).
 */
export default { title: 'Flows/Testing driver', component: StoryForm } satisfies FormMeta;

/** The ids of the mock's categories "Meals" and "Hotel" (its seed). */
const MEALS = 'c1000000000000000000000000000002';
const HOTEL = 'c2000000000000000000000000000004';
/** The first bytes of a PNG: enough for the type check and the mock's scan. */
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 7, 7, 7,
]);
const sent = (endpoint: string) =>
  storyMock.requests.filter((request) => request.endpoint === endpoint);

/** fill, setDate and choose by label and by property; the currency re-calls; submit. */
export const FillChooseSetDate: Story = formStory(
  {},
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await form.fill('Report name', 'Client lunch');
      await form.setDate('verification.purchaseDate', '2026-11-20');
      await form.choose('Category', 'Meals');
      await form.choose('Currency', 'EUR – Euro');
      await form.fill('Amount', '120');
      await expect(await form.values()).toMatchObject({
        name: 'Client lunch',
        'verification.purchaseDate': '2026-11-20',
        // As a save sends them: the option's id, the currency's code.
        categoryId: MEALS,
        'verification.currency': 'EUR',
        'verification.amount': 120,
      });
      await expect(sent('recall').length).toBeGreaterThan(0);
      // No receipt: the service warns (the AttachScanned story attaches one).
      await expect(await form.submit()).toBe('warnings');
      await expect((await form.summary()).warnings).toEqual(['Receipt: No receipt is attached.']);
    },
  },
);

/** toggle, a multi-select choose, addGuest, addRecipient and removeGroup on the every-control form. */
export const EveryControl: Story = formStory(
  { args: { organizationId: MOCK_IDS.controlsOrg } },
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await form.toggle('Paid with the company card', false);
      await form.choose('Tags', ['Meals', 'Hotel']);
      await form.addGuest('Guests', { name: 'Ana Lima', company: 'Porto SA' });
      await form.addRecipient('Send a copy to', 'boss@example.se');
      await expect(await form.field('Breakfast')).toMatchObject({ visible: true });
      await form.removeGroup('Meals provided');
      const values = await form.values();
      await expect(values).toMatchObject({
        cardLiability: false,
        'verification.tags': [MEALS, HOTEL],
        emailRecipients: [{ email: 'finance@example.se' }, { email: 'boss@example.se' }],
      });
      await expect(values['verification.representation.guests']).toContainEqual({
        name: 'Ana Lima',
        company: 'Porto SA',
      });
      await expect(await form.field('Breakfast')).toMatchObject({ visible: false });
    },
  },
);

/** attach: the upload and its scan (the ocrResult preset) are waited for; the scanned fields say so. */
export const AttachScanned: Story = formStory(
  { mock: { presets: [['ocrResult', { amount: 120.5, currency: 'SEK' }]] } },
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await form.attach('Receipt', { name: 'lunch.png', type: 'image/png', contents: PNG });
      await expect((await form.values())['verification.amount']).toBe(120.5);
      await expect(await form.field('Amount')).toMatchObject({ scanned: true });
      await expect(sent('content')).toHaveLength(1);
    },
  },
);

/** runCommand: a confirmation declined sends nothing; accepted, the command goes once. */
export const RunCommand: Story = formStory(
  {},
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await form.fill('Amount', '100');
      await form.runCommand('Split expense', { confirm: false });
      await expect(sent('command')).toHaveLength(0);
      await form.runCommand('Split expense', { confirm: true });
      await expect(sent('command')).toHaveLength(1);
      await expect(await form.field(/^Row 2/)).toMatchObject({ visible: true });
    },
  },
);

/** submit answers warnings (the warnings preset); saveAnyway saves. */
export const SaveAnyway: Story = formStory(
  {
    mock: {
      envelope: scenario('basic'),
      presets: [['warnings', { 'verification.amount': 'Unusual amount.' }]],
    },
  },
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await form.fill('Report name', 'Dinner');
      await form.fill('Amount', '12');
      await expect(await form.submit()).toBe('warnings');
      await expect(await form.errors()).toEqual({
        'verification.amount': { message: 'Unusual amount.', kind: 'warning' },
      });
      await expect(await form.saveAnyway()).toBe('saved');
    },
  },
);

/** submit meets a 409 (the conflict preset); reloadKeepingChanges keeps the values and saves. */
export const ReloadKeepingChanges: Story = formStory(
  { mock: { envelope: scenario('basic'), presets: [['conflict']] } },
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await form.fill('Report name', 'Taxi');
      await form.fill('Amount', '42.50');
      await expect(await form.submit()).toBe('conflict');
      await form.reloadKeepingChanges();
      await expect(await form.values()).toMatchObject({
        name: 'Taxi',
        'verification.amount': 42.5,
      });
      await expect(await form.submit()).toBe('saved');
    },
  },
);

/** restoreDraft: the offer of an earlier visit's draft is taken; its values are back. */
export const RestoreDraft: Story = formStory(
  {
    args: {
      drafts: {
        storage: memoryDrafts({
          values: { [fieldKey('name')]: 'Hotel in Oslo' },
          kinds: { [fieldKey('name')]: 'TEXT' },
          version: null,
          savedAt: Date.parse('2026-11-21T11:32:00Z'),
          tab: 'an earlier visit',
        }),
      },
    },
    mock: { envelope: scenario('basic') },
  },
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await form.restoreDraft();
      await expect((await form.values()).name).toBe('Hotel in Oslo');
      await expect(within(canvasElement).queryByText(/^You have unsaved changes from/)).toBeNull();
    },
  },
);
