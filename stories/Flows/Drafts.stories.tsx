import { expect, waitFor, within } from 'storybook/test';
import { fieldKey } from '../../src/core/wire/fieldIndex';
import type { DraftStorage, StoredDraft } from '../../src/core/session/drafts/draftStorage';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { formStory } from '../support/formStory';
import { scenario } from '../support/scenario';
import { DRAFT_KEY as KEY, memoryDrafts } from '../support/memoryDrafts';
import { storyDriver } from '../support/storyDriver';

const SAVED_AT = Date.parse('2026-11-21T11:32:00Z');

/** A draft from an earlier visit (version null: a new report). */
const earlierDraft = (version: number | null = null): StoredDraft => ({
  values: { [fieldKey('name')]: 'Client dinner', [fieldKey('comment')]: 'With the Oslo team' },
  kinds: { [fieldKey('name')]: 'TEXT', [fieldKey('comment')]: 'MULTI_LINE_TEXT' },
  version,
  savedAt: SAVED_AT,
  tab: 'an earlier visit',
});

/** The basic report, with drafts in this storage. */
const withDrafts = (storage: DraftStorage) => ({
  args: { drafts: { storage } },
  mock: { envelope: scenario('basic') },
});

export default { title: 'Flows/Drafts', component: StoryForm } satisfies FormMeta;

/**
 * The user typed, then the tab was closed. Back on the form, the draft is offered: restore or
 * discard. Nothing changes until the user decides.
 */
export const Offered: Story = formStory(withDrafts(memoryDrafts(earlierDraft())), {
  play: async ({ canvasElement }) => {
    const form = storyDriver(canvasElement);
    await form.settled();
    await expect(within(canvasElement).getByText(/^You have unsaved changes from/)).toBeVisible();
    await expect((await form.values()).name).toBeNull();
  },
});

/** Restoring puts the draft's values over the server's envelope; focus goes on to the form. */
export const Restored: Story = formStory(withDrafts(memoryDrafts(earlierDraft())), {
  play: async ({ canvasElement }) => {
    const form = storyDriver(canvasElement);
    await form.restoreDraft();
    await expect(await form.values()).toMatchObject({
      name: 'Client dinner',
      comment: 'With the Oslo team',
    });
    await expect(
      within(canvasElement).getByRole('textbox', { name: /^Report name/ }),
    ).toHaveFocus();
  },
});

/** The report was saved elsewhere since the draft: the offer says so. */
export const VersionMoved: Story = formStory(withDrafts(memoryDrafts(earlierDraft(7))), {
  play: async ({ canvasElement }) => {
    await storyDriver(canvasElement).settled();
    await expect(
      within(canvasElement).getByText(/The report has changed on the server since then/),
    ).toBeVisible();
  },
});

/** The same report open in another tab, which saved a draft: this tab is told. */
export const AnotherTab: Story = formStory(withDrafts(memoryDrafts()), {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await storyDriver(canvasElement).settled();
    const storage = (args.drafts as { storage: DraftStorage }).storage;
    await storage.set(KEY, {
      values: { [fieldKey('name')]: 'From the other tab' },
      kinds: { [fieldKey('name')]: 'TEXT' },
      version: null,
      savedAt: SAVED_AT,
      tab: 'another tab',
    });
    await waitFor(() => expect(canvas.getByText(/also open in another tab/)).toBeInTheDocument());
  },
});
