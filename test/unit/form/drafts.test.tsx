// Drafts in <FieldsForm> with the default IndexedDB storage (fake-indexeddb in jsdom):
// written while the user types, offered after the form comes back, restored or discarded.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import { createFormSession } from '../../../src/core/session/createFormSession';
import { draftKey } from '../../../src/core/session/drafts/draftStorage';
import { indexedDbDrafts } from '../../../src/core/session/drafts/indexedDbDrafts';
import type { FieldsTransport } from '../../../src/core/http/transport';
import type { ExpenseReport, FieldsEnvelope } from '../../../src/core/wire/model/types';
import { versionField, wireField } from '../../../src/mock/scenarios/wireField';
import { FieldsForm, type FieldsFormProps } from '../../../src/react/form/FieldsForm';
import { createFormDriver } from '../../../src/testing';
import { withQuery } from '../../tools/formHarness';

// The real session, watched: what the form gives it says whether it keeps drafts.
vi.mock('../../../src/core/session/createFormSession', async (original) => {
  const real = await original<{ createFormSession: typeof createFormSession }>();
  return { createFormSession: vi.fn(real.createFormSession) };
});

function transport(version = 1) {
  const sent: FieldsEnvelope[] = [];
  const fields = (foreign: boolean, name: unknown = null) =>
    parseEnvelope({
      fields: [
        wireField('name', 'TEXT', 'Report name', { value: name as string }),
        wireField('foreign', 'SWITCH', 'Paid abroad', { requiresUpdate: true, value: foreign }),
        ...(foreign ? [wireField('rate', 'DOUBLE', 'Exchange rate', { value: 11.4 })] : []),
        versionField(version),
      ],
    });
  const isForeign = (envelope: FieldsEnvelope) =>
    envelope.fields.some((field) => field.property === 'foreign' && field.value === true);
  const backend: FieldsTransport = {
    load: async () => fields(false),
    // The service echoes what it was sent.
    recall: async (envelope) =>
      fields(isForeign(envelope), envelope.fields.find((f) => f.property === 'name')?.value),
    command: async (envelope) => envelope,
    submit: async (envelope) => {
      sent.push(envelope);
      return { kind: 'created', report: { id: 'r1' } as ExpenseReport };
    },
  };
  return { backend, sent };
}

const KEY = 'org-1:expensereports:new';
const stored = () => indexedDbDrafts().get(draftKey('user-1', KEY));

function form(props: Partial<FieldsFormProps> = {}, version = 1) {
  const { backend, sent } = transport(version);
  const view = render(
    withQuery(
      <FieldsForm
        source={{ transport: backend, key: KEY }}
        drafts={{ scope: 'user-1', saveDelayMs: 20 }}
        {...props}
      />,
    ),
  );
  return { ...view, sent };
}

/** The form, driven by label (expense-fields/testing). */
function driven(props: Partial<FieldsFormProps> = {}, version = 1) {
  const view = form(props, version);
  return { ...view, driver: createFormDriver(view.container) };
}

/** The first visit: the user types, a re-call brings the rate, the draft is written; the tab closes. */
async function firstVisit() {
  const { driver, unmount } = driven();
  await driver.fill('Report name', 'Lisbon');
  await driver.toggle('Paid abroad', true);
  await driver.fill('Exchange rate', '10.9');
  // The draft is written after a quiet pause (saveDelayMs): its storage is what is waited on.
  await waitFor(async () => expect((await stored())?.values).toHaveProperty('f_rate', '10.9'));
  unmount();
}

describe('drafts in the form', () => {
  it('offers the draft after the form comes back, and restores every value', async () => {
    await firstVisit();
    const { sent, driver } = driven();
    await driver.settled();
    const offer = screen.getByText(/^You have unsaved changes from \d/);
    expect(offer.closest('[role="status"]')).not.toBeNull();
    expect((await driver.values()).name).toBeNull();
    await driver.restoreDraft();
    expect(await driver.values()).toMatchObject({ name: 'Lisbon', foreign: true, rate: 10.9 });
    // Focus goes on to the form, never to <body>, when the buttons go.
    expect(screen.getByRole('textbox', { name: 'Report name' })).toHaveFocus();
    expect(screen.queryByText(/unsaved changes from/)).toBeNull();
    expect(await driver.submit()).toBe('saved');
    const rate = sent[0]?.fields.find((field) => field.property === 'rate');
    expect(rate?.value).toBe(10.9);
    // A successful submit leaves no draft.
    await waitFor(async () => expect(await stored()).toBeUndefined());
  });

  it('discards: the server envelope stays and the draft is gone', async () => {
    await firstVisit();
    const user = userEvent.setup();
    const { driver } = driven();
    await driver.settled();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect((await driver.values()).name).toBeNull();
    expect(await driver.field('Exchange rate')).toMatchObject({ visible: false });
    await waitFor(async () => expect(await stored()).toBeUndefined());
  });

  it('says when the report changed on the server since the draft', async () => {
    await firstVisit();
    await driven({}, 2).driver.settled();
    expect(screen.getByText(/The report has changed on the server since then/)).toBeInTheDocument();
  });

  it("never offers another user's draft, and keeps writing that user's own", async () => {
    await firstVisit();
    const { driver } = driven({ drafts: { scope: 'user-2', saveDelayMs: 20 } });
    await driver.fill('Report name', 'Mine');
    // Writing waits for the offer to be answered: user-2's draft written means there was none.
    await waitFor(async () =>
      expect((await indexedDbDrafts().get(draftKey('user-2', KEY)))?.values).toEqual({
        f_name: 'Mine',
      }),
    );
    expect(screen.queryByText(/unsaved changes from/)).toBeNull();
    expect((await stored())?.values).toHaveProperty('f_name', 'Lisbon');
  });

  it('keeps no draft with drafts={false}: the session gets no draft settings', async () => {
    const off = driven({ drafts: false });
    await off.driver.fill('Report name', 'x');
    expect(vi.mocked(createFormSession).mock.lastCall?.[0]).toMatchObject({ drafts: null });
    off.unmount(); // an unmount writes what is pending: here nothing
    expect(await indexedDbDrafts().get(draftKey('', KEY))).toBeUndefined();
  });

  it('keeps no draft in a read-only form: it neither reads nor writes one', async () => {
    await firstVisit();
    const drafts = indexedDbDrafts();
    const get = vi.fn(drafts.get);
    const set = vi.fn(drafts.set);
    const { driver } = driven({
      drafts: { storage: { ...drafts, get, set }, scope: 'user-1' },
      readOnly: true,
    });
    // Settled: a form that kept drafts would have looked one up (right after the load).
    await driver.settled();
    expect(get).not.toHaveBeenCalled();
    expect(set).not.toHaveBeenCalled();
    expect(screen.queryByText(/unsaved changes from/)).toBeNull();
  });
});
