// The summary lists errors and warnings under their own headings; a warning never
// reads as blocking. It reads the messages through the session.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFormSession } from '../../../src/core/session/createFormSession';
import { createMemoryStore } from '../../../src/core/session/store/memoryStore';
import { fieldKey } from '../../../src/core/wire/fieldIndex';
import type { FieldsTransport } from '../../../src/core/http/transport';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import { FieldsForm } from '../../../src/react/form/FieldsForm';
import { basicEnvelope } from '../../../src/mock/scenarios/basic';
import { createFormDriver } from '../../../src/testing';
import { withQuery } from '../../tools/formHarness';

/** A service whose every save answers 400 with these validation errors. */
function answering(validationErrors: unknown[]): FieldsTransport {
  return {
    load: async () => parseEnvelope(basicEnvelope()),
    recall: async (envelope) => envelope,
    command: async (envelope) => envelope,
    submit: async () => ({
      kind: 'invalid',
      status: 400,
      envelope: parseEnvelope({ ...basicEnvelope(), validationErrors }),
    }),
  };
}

/** Fills the report and saves it (expense-fields/testing); the save ends in `status`. */
async function saveWith(transport: FieldsTransport, status: string, locale = 'en') {
  const { container } = render(
    withQuery(<FieldsForm source={{ transport, key: 'summary' }} locale={locale} />),
  );
  const form = createFormDriver(container);
  await form.fill('Report name', 'Lunch');
  await form.fill('Amount', '12');
  expect(await form.submit()).toBe(status);
  return form;
}

const MIXED = [
  { property: 'name', code: 'BAD_NAME', message: 'The name is taken.', level: 'ERROR' },
  {
    property: 'verification.amount',
    code: 'AMOUNT_OVER_LIMIT',
    message: 'The amount is over the limit.',
    level: 'WARNING',
  },
  { property: 'nowhere', code: 'POLICY', message: 'The policy says no.', level: 'BLOCKER' },
  { property: 'elsewhere', code: 'RECEIPT', message: 'No receipt is attached.', level: 'WARNING' },
];

describe('error summary', () => {
  it('puts errors and warnings under their own headings, form-level messages by their level', async () => {
    const form = await saveWith(answering(MIXED), 'invalid');
    expect(await form.summary()).toEqual({
      errors: ['Report name: The name is taken.', 'The policy says no.'],
      warnings: ['Amount: The amount is over the limit.', 'No receipt is attached.'],
    });
    expect(screen.getByRole('region', { name: 'Check these before saving' })).toBeInTheDocument();
    // The focus target is named by both headings.
    expect(screen.getByRole('group', { name: /Please correct these fields/ })).toHaveAccessibleName(
      'Please correct these fields Check these before saving',
    );
  });

  it('shows only the warnings heading when nothing blocks, and its links focus their fields', async () => {
    const user = userEvent.setup();
    const form = await saveWith(answering([MIXED[1], MIXED[3]]), 'warnings');
    expect((await form.summary()).errors).toEqual([]);
    const warnings = screen.getByRole('region', { name: 'Check these before saving' });
    expect(screen.queryByRole('region', { name: 'Please correct these fields' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Please correct these fields' })).toBeNull();
    await user.click(within(warnings).getByRole('link', { name: /^Amount/ }));
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Save anyway' })).toBeInTheDocument();
  });

  it('words both headings in Swedish', async () => {
    await saveWith(answering(MIXED), 'invalid', 'sv');
    expect(screen.getByRole('region', { name: 'Rätta de här fälten' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Kontrollera detta innan du sparar' }),
    ).toBeInTheDocument();
  });

  it('follows the session: a field message cleared by an edit leaves the summary', async () => {
    const form = await saveWith(answering(MIXED), 'invalid');
    await form.fill('Report name', 'Lunch x');
    expect((await form.summary()).errors).toEqual(['The policy says no.']);
  });
});

describe("the session's messages (what the summary reads)", () => {
  it('tells once per change, never for a keystroke that changes no message, and keeps the array', async () => {
    const session = createFormSession({
      transport: answering([]),
      store: createMemoryStore(),
      describeProblem: (problem) => problem.code,
    });
    session.start();
    await waitFor(() => expect(session.getSnapshot().status).toBe('ready'));
    let told = 0;
    session.subscribeMessages(() => (told += 1));
    const amount = fieldKey('verification.amount');
    const empty = session.fieldMessages();
    session.typed(amount, '12');
    expect(told).toBe(0);
    expect(session.fieldMessages()).toBe(empty);

    await session.submit(); // the report name is missing: one check, one notice
    expect(told).toBe(1);
    const listed = session.fieldMessages();
    expect(listed.map((entry) => entry.key)).toEqual([fieldKey('name')]);
    expect(session.fieldMessages()).toBe(listed);

    session.typed(amount, '13'); // checked again, still valid: nothing changes
    expect(told).toBe(1);
    expect(session.fieldMessages()).toBe(listed);

    session.typed(fieldKey('name'), 'Lunch'); // the message clears
    expect(told).toBe(2);
    expect(session.fieldMessages()).toEqual([]);
  });
});
