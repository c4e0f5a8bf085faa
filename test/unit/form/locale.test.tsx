import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MOCK_IDS, scenarioEnvelope } from '../../../src/mock';
import { FieldsForm } from '../../../src/react/form/FieldsForm';
import { mockClient, setupMockServer, withQuery } from '../../tools/formHarness';

const mock = setupMockServer();

describe('switching the locale', () => {
  it('re-writes typed numbers, translates the strings and asks the service again in the new language, losing nothing', async () => {
    mock.state.setEnvelope(MOCK_IDS.swedishOrg, scenarioEnvelope('basic'));
    const source = { organizationId: MOCK_IDS.swedishOrg, client: mockClient() };
    const user = userEvent.setup();
    const tree = (locale: string) => withQuery(<FieldsForm source={source} locale={locale} />);
    const { rerender } = render(tree('en'));
    await user.type(await screen.findByRole('textbox', { name: /^Report name/ }), 'Taxi');
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '1234.5');
    const asked = mock.requests.length;
    rerender(tree('sv'));
    expect(await screen.findByRole('button', { name: 'Spara' })).toBeInTheDocument();
    // The service's own labels follow (the mock words them in Swedish), every value kept.
    expect(await screen.findByRole('textbox', { name: /^Belopp/ })).toHaveValue('1234,50');
    expect(screen.getByRole('textbox', { name: /^Rapportens namn/ })).toHaveValue('Taxi');
    const again = mock.requests.slice(asked);
    expect(again.map((request) => request.headers['accept-language'])).toEqual(['sv']);
    rerender(tree('pt'));
    expect(await screen.findByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    // The mock knows no Portuguese: its labels come back in English.
    expect(await screen.findByRole('textbox', { name: /^Amount/ })).toHaveValue('1234,50');
    expect(screen.getByRole('textbox', { name: /^Report name/ })).toHaveValue('Taxi');
  });
});
