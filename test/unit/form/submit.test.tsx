import type { SavedObject } from '../../../src/core/http/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import type { JsonObject } from '../../../src/core/wire/model/types';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN } from '../../../src/mock';
import type { FieldsTransport } from '../../../src/core/http/transport';
import { basicEnvelope as simpleEnvelope } from '../../../src/mock/scenarios/basic';
import { renderForm, setupMockServer, withQuery } from '../../tools/formHarness';
import { manualClock } from '../../tools/manualClock';
import { createExpenseClient } from '../../../src/core/http/client';
import { render } from '@testing-library/react';
import { FieldsForm } from '../../../src/react/form/FieldsForm';
import { createFormDriver, type FormDriver } from '../../../src/testing';

const mock = setupMockServer();
const ORG = MOCK_IDS.swedishOrg;
const keyedClient = () =>
  createExpenseClient({
    baseUrl: MOCK_BASE_URL,
    getAccessToken: () => MOCK_TOKEN,
    wireNames: { idempotencyKeyHeader: 'Idempotency-Key' },
  });
const posts = () => mock.requests.filter((request) => request.endpoint === 'createReport');
const sentField = (index: number, property: string) =>
  (
    (posts()[index]?.body as { fields: JsonObject[] }).fields.find(
      (field) => field.property === property,
    ) as JsonObject
  ).value;

/** The basic form, driven by label (expense-fields/testing): each value typed, left, re-called. */
async function fill(form: FormDriver, values: { name?: string; amount?: string; guests?: string }) {
  if (values.name !== undefined) await form.fill('Report name', values.name);
  if (values.amount !== undefined) await form.fill('Amount', values.amount);
  if (values.guests !== undefined) await form.fill('Number of guests', values.guests);
}
const driven = (props: Parameters<typeof renderForm>[0] = {}) =>
  createFormDriver(renderForm(props).container);

describe('client checks before submit', () => {
  it('blocks the submit, lists the problems and focuses the first; nothing is sent', async () => {
    mock.state.setEnvelope(ORG, simpleEnvelope());
    const user = userEvent.setup();
    // In Swedish, the service's labels too (the form sends its locale as Accept-Language).
    const form = driven({ locale: 'sv' });
    await form.fill('Belopp', '12,345');
    await form.fill('Antal gäster', '2,5');
    expect(await form.submit()).toBe('invalid');
    expect(await form.errors()).toEqual({
      name: { message: 'Fältet är obligatoriskt.', kind: 'error' },
      'verification.amount': { message: 'Använd högst 2 decimaler.', kind: 'error' },
      'verification.representation.numberOfGuests': { message: 'Ange ett heltal.', kind: 'error' },
    });
    const name = screen.getByRole('textbox', { name: /^Rapportens namn/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Fältet är obligatoriskt.');
    expect(name).toHaveFocus();
    const summary = screen.getByRole('region', { name: 'Rätta de här fälten' });
    expect((await form.summary()).errors).toEqual([
      'Rapportens namn: Fältet är obligatoriskt.',
      'Belopp: Använd högst 2 decimaler.',
      'Antal gäster: Ange ett heltal.',
    ]);
    expect(within(summary).getAllByRole('link')).toHaveLength(3);
    await user.click(within(summary).getByRole('link', { name: /^Belopp/ }));
    expect(screen.getByRole('textbox', { name: /^Belopp/ })).toHaveFocus();
    expect(posts()).toHaveLength(0);
    await form.fill('Rapportens namn', 'Lunch');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect((await form.summary()).errors).toHaveLength(2);
    // The amount's re-call could not send "12,345": the reply did not wipe what the user typed.
    // It cannot be sent (three decimals): the driver gives it as typed.
    expect((await form.values())['verification.amount']).toBe('12,345');
    expect(screen.getByRole('textbox', { name: /^Belopp/ })).toHaveValue('12,345');
  });
});

describe('server errors', () => {
  it('sets them on their fields, focuses the first, and clears one when its field is edited', async () => {
    mock.state.setEnvelope(ORG, simpleEnvelope());
    const form = driven();
    await fill(form, { name: 'Lunch', amount: '-5' });
    expect(await form.submit()).toBe('invalid');
    expect(await form.errors()).toEqual({
      'verification.amount': { message: 'The amount cannot be negative.', kind: 'error' },
    });
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('The amount cannot be negative.');
    expect(amount).toHaveFocus();
    expect(await form.summary()).toEqual({
      errors: ['Amount: The amount cannot be negative.'],
      warnings: [],
    });
    await form.fill('Amount', '-50');
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(await form.summary()).toEqual({ errors: [], warnings: [] });
    expect(screen.queryByRole('region', { name: 'Please correct these fields' })).toBeNull();
    expect((await form.values())['verification.amount']).toBe(-50);
  });

  it('keeps errors for unknown properties in the summary, and shows server strings as text', async () => {
    const reply = parseEnvelope({
      ...simpleEnvelope(),
      validationErrors: [
        {
          property: 'nowhere.to.be.found',
          code: 'POLICY',
          message: '<b>Policy</b> says no',
          level: 'ERROR',
        },
        { property: 'name', code: 'BAD', message: '<img src=x onerror=alert(1)>', level: 'ERROR' },
      ],
    });
    const transport: FieldsTransport = {
      load: async () => parseEnvelope(simpleEnvelope()),
      recall: async (envelope) => envelope,
      command: async (envelope) => envelope,
      submit: async () => ({ kind: 'invalid', envelope: reply, status: 400 }),
    };
    const { container } = render(withQuery(<FieldsForm source={{ transport, key: 'custom' }} />));
    const form = createFormDriver(container);
    await fill(form, { name: 'x', amount: '1' });
    expect(await form.submit()).toBe('invalid');
    expect((await form.summary()).errors).toContain('<b>Policy</b> says no');
    expect((await form.errors()).name?.message).toBe('<img src=x onerror=alert(1)>');
    expect(screen.getByRole('textbox', { name: /^Report name/ })).toHaveAccessibleDescription(
      '<img src=x onerror=alert(1)>',
    );
    expect(container.querySelector('img, b')).toBeNull();
    await form.fill('Report name', 'xy');
    expect(await form.errors()).toEqual({});
    expect((await form.summary()).errors).toEqual(['<b>Policy</b> says no']);
  });
});

describe('warnings', () => {
  it('offers "Save anyway", which resubmits with saveDespiteWarnings=true', async () => {
    mock.state.setEnvelope(ORG, simpleEnvelope());
    const onSubmitted = vi.fn<(saved: SavedObject, sent: Record<string, unknown>) => void>();
    const form = driven({ onSubmitted });
    await fill(form, { name: 'Dinner', amount: '9000' });
    expect(await form.submit()).toBe('warnings');
    expect((await form.summary()).warnings.join()).toContain('over the limit of 5000 SEK');
    expect(screen.getByRole('textbox', { name: /^Amount/ })).not.toHaveAttribute('aria-invalid');
    expect(await form.saveAnyway()).toBe('saved');
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(onSubmitted.mock.calls[0]?.[0]).toMatchObject({ name: 'Dinner', reimbursement: 9000 });
    // Beside the saved report, the wire values it stored, by property (ARCHITECTURE.md "Generated types").
    expect(onSubmitted.mock.calls[0]?.[1]).toMatchObject({
      name: 'Dinner',
      'verification.amount': 9000,
    });
    expect(
      posts().map((post) => new URL(post.url).searchParams.get('saveDespiteWarnings')),
    ).toEqual([null, 'true']);
    expect(screen.getByText('Saved.')).toBeInTheDocument();
  });
});

describe('409 CONCURRENT_MODIFICATION', () => {
  it('keeps every value, explains, and reloads the server version with the changes on top', async () => {
    mock.state.setEnvelope(ORG, simpleEnvelope(null));
    const onSubmitted = vi.fn();
    const form = driven({ onSubmitted });
    await fill(form, { name: 'Taxi', amount: '42.5', guests: '3' });
    await form.toggle(/company card/);
    mock.state.bumpVersion(ORG); // someone else saved meanwhile
    expect(await form.submit()).toBe('conflict');
    expect(
      screen.getByRole('heading', { name: 'Someone else changed this report' }),
    ).toBeInTheDocument();
    const typed = {
      name: 'Taxi',
      'verification.amount': 42.5,
      'verification.representation.numberOfGuests': 3,
      cardLiability: true,
    };
    expect(await form.values()).toMatchObject(typed);
    await form.reloadKeepingChanges();
    expect(screen.queryByText('Someone else changed this report')).toBeNull();
    expect(await form.values()).toMatchObject(typed);
    expect(await form.submit()).toBe('saved');
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(sentField(0, 'version')).toBeNull();
    expect(sentField(1, 'version')).toBe(1);
    expect(sentField(1, 'verification.amount')).toBe(42.5);
    expect(sentField(1, 'cardLiability')).toBe(true);
  });
});

describe('failures', () => {
  it('keeps everything after a 500 and a dropped connection, and retries', async () => {
    mock.state.setEnvelope(ORG, simpleEnvelope());
    const onSubmitted = vi.fn();
    const onError = vi.fn();
    const user = userEvent.setup();
    // With idempotency keys a dropped connection is safe to repeat (without a key the
    // outcome is unknown: test/unit/form/exactlyOnce.test.tsx). The repeat waits on this clock.
    const clock = manualClock();
    const form = driven({
      source: { organizationId: ORG, client: keyedClient() },
      clock,
      onSubmitted,
      onError,
    });
    await fill(form, { name: 'Hotel', amount: '120' });
    mock.faults.set('createReport', { failure: 'server', times: 1 });
    expect(await form.submit()).toBe('failed');
    expect(
      screen.getByText('The service failed to save. Nothing was lost: try again.'),
    ).toBeInTheDocument();
    expect((await form.values()).name).toBe('Hotel');
    // The connection drops on the try and on the form's own repeat of it.
    mock.faults.set('createReport', { failure: 'network', times: 2 });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(clock.next()).not.toBeNull());
    act(() => clock.advance(clock.next() ?? 0));
    expect(
      await screen.findByText('The service could not be reached. Nothing was lost: try again.'),
    ).toBeInTheDocument();
    expect(await form.submit()).toBe('saved');
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(2);
    expect(posts()).toHaveLength(4);
    expect(sentField(3, 'internal.trace')).toBe('trace-7');
    expect(sentField(3, 'x.hologram')).toEqual({ beam: 3 });
  });

  it('cannot be submitted twice at once', async () => {
    mock.state.setEnvelope(ORG, simpleEnvelope());
    mock.faults.set('createReport', { latencyMs: 200, times: 1 });
    const user = userEvent.setup();
    const form = driven();
    await fill(form, { name: 'Parking', amount: '15' });
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    await user.click(save);
    await act(async () => {
      screen
        .getByRole('textbox', { name: /^Report name/ })
        .closest('form')
        ?.requestSubmit();
    });
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(await form.status()).toBe('saving');
    await form.settled();
    expect(await form.status()).toBe('saved');
    expect(posts()).toHaveLength(1);
  });
});
