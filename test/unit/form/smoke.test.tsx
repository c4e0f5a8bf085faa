import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFormDriver } from '../../../src/testing';
import { renderForm, setupMockServer } from '../../tools/formHarness';

const mock = setupMockServer();

describe('FieldsForm smoke', () => {
  it('loads, types, and re-calls on blur', async () => {
    // A long pause: only the blur sends, however slowly a loaded machine types.
    const form = createFormDriver(renderForm({ recallDelayMs: 5000 }).container);
    await form.fill('Amount', '6000');
    expect(screen.getByText(/need your manager's approval/)).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    expect(mock.requests.map((request) => request.endpoint)).toEqual(['fields', 'recall']);
    // Idle, the amount shows formatted.
    expect(amount).toHaveValue('SEK\u00a06,000.00');
  });
});
