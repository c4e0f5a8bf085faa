// A save the form's own checks refuse is always visible: on a screen that places neither the
// fields in error nor an <ErrorSummary>, <SubmitButton> / <FormStatus> say how many fields need
// attention and name them (once), and `onError` gets the reason. Met from outside: the headless
// recipe on the default mock, whose mandatory fields the card does not place, did nothing visible.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientCheckError, FieldsForm, FormField, FormStatus, SubmitButton } from '../../../src';
import { ErrorSummary } from '../../../src';
import { MOCK_IDS } from '../../../src/mock';
import { QuickExpense } from '../../../stories/Recipes/QuickExpense';
import { storyMock } from '../../../stories/support/storyMock';
import { mockClient, withQuery } from '../../tools/formHarness';

const server = setupServer(...storyMock.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => storyMock.reset());
afterAll(() => server.close());
const creates = () => storyMock.requests.filter((request) => request.endpoint === 'createReport');

describe('a refused save on a screen that does not show the fields in error', () => {
  it('the headless recipe on the default mock names the fields it does not place', async () => {
    const user = userEvent.setup();
    render(withQuery(<QuickExpense />));
    await user.type(await screen.findByRole('textbox', { name: /^Report name/ }), 'Parking');
    await user.type(screen.getByRole('textbox', { name: 'Amount (SEK)' }), '15');
    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not saved: 2 fields this screen does not show need attention: Purchase date and Category.',
    );
    expect(creates()).toHaveLength(0);
  });

  it('tells onError why, and says it once with both <FormStatus> and <SubmitButton> placed', async () => {
    const user = userEvent.setup();
    const onError = vi.fn<(error: unknown) => void>();
    render(
      withQuery(
        <FieldsForm
          source={{ organizationId: MOCK_IDS.swedishOrg, client: mockClient() }}
          label="Quick"
          onError={onError}
        >
          <FormField property="name" />
          <FormStatus />
          <SubmitButton />
        </FieldsForm>,
      ),
    );
    await user.type(await screen.findByRole('textbox', { name: /^Report name/ }), 'Parking');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(
      /^Not saved: 3 fields .* need attention: Purchase date, Amount, and Category\.$/,
    );
    expect(onError).toHaveBeenCalledOnce();
    const error = onError.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(ClientCheckError);
    expect((error as ClientCheckError).fields.map((field) => field.property)).toEqual([
      'verification.purchaseDate',
      'verification.amount',
      'categoryId',
    ]);
    expect(creates()).toHaveLength(0);
  });

  it('says nothing more where the summary lists them', async () => {
    const user = userEvent.setup();
    render(
      withQuery(
        <FieldsForm
          source={{ organizationId: MOCK_IDS.swedishOrg, client: mockClient() }}
          label="Quick"
        >
          <ErrorSummary />
          <FormField property="name" />
          <SubmitButton />
        </FieldsForm>,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await screen.findByRole('group', { name: 'Please correct these fields' });
    await waitFor(() => expect(screen.queryByText(/^Not saved:/)).toBeNull());
  });
});
