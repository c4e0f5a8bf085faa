import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm, setupMockServer } from '../../tools/formHarness';

const mock = setupMockServer();

describe('FieldsForm smoke', () => {
  it('loads, types, and re-calls on blur', async () => {
    const user = userEvent.setup();
    // A long pause: only the blur sends, however slowly a loaded machine types.
    renderForm({ recallDelayMs: 5000 });
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    await user.type(amount, '6000');
    await user.tab();
    await screen.findByRole('alert', { name: '' });
    await waitFor(() =>
      expect(screen.getByText(/need your manager's approval/)).toBeInTheDocument(),
    );
    expect(mock.requests.map((request) => request.endpoint)).toEqual(['fields', 'recall']);
    // Idle, the amount shows formatted (issue 17).
    expect(amount).toHaveValue('SEK\u00a06,000.00');
  });
});
