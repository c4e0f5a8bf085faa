// After saving an amount over the limit, the over-limit message showed twice: the
// re-call's INFORMATION notice and the save's warning on the amount. The mock's save reply now
// replaces the notice with the warning.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveSource, type FieldsTransport } from '../../../src/core/http/transport';
import { mapFields } from '../../../src/core/wire/fieldIndex';
import type { JsonValue } from '../../../src/core/wire/model/types';
import { MOCK_IDS } from '../../../src/mock';
import { createFormDriver } from '../../../src/testing';
import { mockClient, renderForm, setupMockServer } from '../../tools/formHarness';

setupMockServer();

/** The mock's new-report form, loaded with everything but the amount filled in. */
function filledExpenseForm(): FieldsTransport {
  const { transport } = resolveSource({
    organizationId: MOCK_IDS.swedishOrg,
    client: mockClient(),
  });
  const filled: Record<string, JsonValue> = {
    name: 'Client dinner',
    'verification.purchaseDate': '2026-01-20',
    categoryId: MOCK_IDS.receiptCategory,
  };
  return {
    ...transport,
    load: async (signal) =>
      mapFields(await transport.load(signal), (item) =>
        item.property in filled ? { ...item, value: filled[item.property] ?? null } : item,
      ),
  };
}

describe('an amount over the limit', () => {
  it('is said once after saving: on the amount (and in the summary), not also in a notice', async () => {
    const { container } = renderForm({
      source: { transport: filledExpenseForm(), key: 'over-limit' },
      drafts: false,
      now: () => new Date('2026-02-01T12:00:00Z'),
    });
    const form = createFormDriver(container);
    await form.fill('Amount', '9000');
    // Before saving, the re-call's notice tells it.
    expect(screen.getByText(/need your manager's approval/)).toBeInTheDocument();
    expect(await form.submit()).toBe('warnings');
    const warnings = screen.getByRole('region', { name: 'Check these before saving' });
    expect((await form.errors())['verification.amount']).toEqual({
      message: 'The amount is over the limit of 5000 SEK; your manager must approve it.',
      kind: 'warning',
    });
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    expect(amount).toHaveAccessibleDescription(
      'The amount is over the limit of 5000 SEK; your manager must approve it.',
    );
    expect(
      within(warnings).getByRole('link', { name: /^Amount: The amount is over/ }),
    ).toBeTruthy();
    // Outside the summary, the form says it once: the field's warning, no notice.
    expect(screen.queryByText(/need your manager's approval/)).toBeNull();
    expect(screen.getAllByText(/over the limit/)).toHaveLength(2); // the field and the summary link
    expect(screen.getByRole('button', { name: 'Save anyway' })).toBeInTheDocument();
  });
});
