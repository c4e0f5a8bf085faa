import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
// Only the package's entries (and the recipe, which imports only them): an app's view.
import { ChangeSummary, FieldsForm, RemainingFields, SubmitButton } from '../../../../src/index';
import {
  codecFor,
  controlTypeOf,
  parseEnvelope,
  type JsonObject,
} from '../../../../src/core/index';
import { MOCK_IDS, MOCK_NOW } from '../../../../src/mock/index';
import {
  signatureControls,
  signatureType,
} from '../../../../stories/Recipes/examples/OwnControlType';

const BASE = 'https://api.example.test';
const signed = {
  svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  signedAt: '2026-01-05T09:00:00.000Z',
};

const envelope = (value: JsonObject | null): JsonObject => ({
  fields: [
    {
      name: 'Report name',
      property: 'name',
      controlType: 'TEXT',
      mandatory: false,
      visible: true,
      value: 'Client visit',
      error: null,
      errorText: null,
      custom: false,
    },
    {
      name: 'Approver signature',
      property: 'approval.signature',
      controlType: 'SIGNATURE',
      mandatory: true,
      visible: true,
      value,
      error: null,
      errorText: null,
      custom: false,
    },
    {
      name: null,
      property: 'version',
      controlType: 'INTEGER',
      mandatory: false,
      visible: false,
      value: null,
      error: null,
      errorText: null,
      custom: false,
    },
  ],
  meta: null,
});

/** The service: it serves the envelope and keeps what each POST sent. */
function service(value: JsonObject | null) {
  const posted: JsonObject[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const answer = (json: JsonObject, status = 200) =>
      new Response(JSON.stringify(json), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (init?.method === 'POST' && url.includes('/expensereports')) {
      posted.push(JSON.parse(String(init.body)) as JsonObject);
      return answer({ id: '5e1ec7ed-0000-4000-8000-000000000001', version: 0, status: 'NEW' });
    }
    return answer(envelope(value));
  };
  const source = {
    organizationId: MOCK_IDS.swedishOrg,
    baseUrl: BASE,
    getAccessToken: () => 'token',
    fetch: fetch as typeof globalThis.fetch,
  };
  return { posted, source };
}

describe('a control type of the app, in one definition', () => {
  it('is what the engine reads: codec, holds a value, checked, attributes', () => {
    expect(controlTypeOf('SIGNATURE')).toBe(signatureType);
    const [, item] = parseEnvelope(envelope(signed)).fields;
    if (!item) throw new Error('The envelope has its signature field.');
    expect(codecFor(item).toEdit(item.value, { item, locale: 'en' })).toEqual(signed);
    expect(signatureType.holdsValue).toBe(true);
    expect(signatureType.attributes.map((attribute) => attribute.name)).toContain('value');
  });

  it('edits, refuses an empty save, saves the wire value in the POST body and appears in the change summary', async () => {
    const user = userEvent.setup();
    const { posted, source } = service(null);
    render(
      <FieldsForm
        source={source}
        controls={signatureControls}
        now={() => new Date(MOCK_NOW)}
        drafts={false}
        label="Expense report"
      >
        <ChangeSummary />
        <RemainingFields />
        <SubmitButton />
      </FieldsForm>,
    );
    const group = await screen.findByRole('group', { name: /Approver signature/ });
    const summary = screen.getByRole('region', { name: 'Changes' });
    expect(within(summary).getByRole('status')).toHaveTextContent('No changes.');

    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await within(group).findByText('This field is required.')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.click(within(group).getByRole('button', { name: 'Sign' }));
    expect(within(group).getByRole('img')).toHaveAccessibleName(/^Signed /);
    const row = await within(summary).findByRole('row', { name: /Approver signature/ });
    expect(row).toHaveTextContent(/Signed \w+ \d+, \d{4}/);

    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const sent = ((posted[0]?.fields ?? []) as JsonObject[]).find(
      (field) => field.property === 'approval.signature',
    );
    expect(sent?.value).toEqual({
      svg: expect.stringContaining('<svg'),
      signedAt: new Date(MOCK_NOW).toISOString(),
    });
  });

  it('shows in a review as its definition reads it, drawn by its review part', async () => {
    const { source } = service(signed);
    render(
      <FieldsForm source={source} controls={signatureControls} mode="review" label="Report" />,
    );
    const value = await screen.findByText(/Signed Jan 5, 2026/);
    expect(value.closest('dd')).toHaveAttribute('data-ef-type', 'SIGNATURE');
    expect(value.closest('dd')?.querySelector('img')).not.toBeNull();
  });
});
