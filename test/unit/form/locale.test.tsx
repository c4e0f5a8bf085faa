import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MOCK_IDS, scenarioEnvelope } from '../../../src/mock';
import { FieldsForm } from '../../../src/react/FieldsForm';
import { mockClient, setupMockServer, withQuery } from '../../tools/formHarness';

const mock = setupMockServer();

describe('switching the locale', () => {
  it('re-writes typed numbers in the new locale and translates the strings, losing nothing', async () => {
    mock.state.setEnvelope(MOCK_IDS.swedishOrg, scenarioEnvelope('basic'));
    const source = { organizationId: MOCK_IDS.swedishOrg, client: mockClient() };
    const user = userEvent.setup();
    const tree = (locale: string) => withQuery(<FieldsForm source={source} locale={locale} />);
    const { rerender } = render(tree('en'));
    await user.type(await screen.findByRole('textbox', { name: /^Report name/ }), 'Taxi');
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '1234.5');
    rerender(tree('sv'));
    expect(await screen.findByRole('button', { name: 'Spara' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('1234,50');
    expect(screen.getByRole('textbox', { name: /^Report name/ })).toHaveValue('Taxi');
    rerender(tree('pt'));
    expect(await screen.findByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('1234,50');
  });
});
