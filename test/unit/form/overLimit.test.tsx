// Issue 22: after saving an amount over the limit, the over-limit message showed twice: the
// re-call's INFORMATION notice and the save's warning on the amount. The mock's save reply now
// replaces the notice with the warning.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resolveSource, type FieldsTransport } from '../../../src/core/http/transport';
import { mapFields } from '../../../src/core/wire/fieldIndex';
import type { JsonValue } from '../../../src/core/wire/types';
import { MOCK_IDS } from '../../../src/mock';
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
    const user = userEvent.setup();
    renderForm({
      source: { transport: filledExpenseForm(), key: 'over-limit' },
      drafts: false,
      now: () => new Date('2026-02-01T12:00:00Z'),
    });
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    await user.type(amount, '9000');
    await user.tab();
    // Before saving, the re-call's notice tells it.
    await screen.findByText(/need your manager's approval/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const warnings = await screen.findByRole('region', { name: 'Check these before saving' });
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        'The amount is over the limit of 5000 SEK; your manager must approve it.',
      ),
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
