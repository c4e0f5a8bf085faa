import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../../src/i18n/messages';
import { wireField } from '../../../../src/mock/scenarios/wireField';
import { setupMockServer } from '../../../tools/formHarness';
import { ORG, renderMuiForm, savedValue } from './muiForm';

const mock = setupMockServer();
const now = () => new Date('2026-11-21T12:00:00Z');
const sent = (property: string) => savedValue(mock, property);

describe('dates in the Material UI look', () => {
  it('types 20.11.2026 in German segments inside MUI’s input frame and saves 2026-11-20', async () => {
    await loadMessages('de');
    mock.state.setEnvelope(ORG, { fields: [wireField('d', 'DATE', 'Purchase date')] });
    renderMuiForm({ now, locale: 'de' });
    const group = await screen.findByRole('group', { name: /^Purchase date/ });
    expect(group).toHaveClass('MuiInputBase-input');
    expect(group.closest('.MuiOutlinedInput-root')).not.toBeNull();
    const segments = within(group).getAllByRole('spinbutton');
    expect(segments.map((segment) => segment.getAttribute('aria-label'))).toEqual([
      'Tag',
      'Monat',
      'Jahr',
    ]);
    const user = userEvent.setup();
    await user.click(segments[0] as HTMLElement);
    await user.keyboard('20.11.2026');
    expect(segments.map((segment) => segment.textContent)).toEqual(['20', '11', '2026']);
    // The value spelled out under the field (the hook's echo), in a FormHelperText.
    const echo = document.querySelector('[data-ef-part="echo"]');
    expect(echo).toHaveClass('MuiFormHelperText-root');
    expect(echo).toHaveTextContent('2026');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(sent('d')).toBe('2026-11-20'));
  });

  it('opens the calendar from an IconButton, its days MUI Buttons, and picks one by keyboard', async () => {
    mock.state.setEnvelope(ORG, { fields: [wireField('d', 'DATE', 'Purchase date')] });
    renderMuiForm({ now });
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: 'Choose date' });
    expect(open).toHaveClass('MuiIconButton-root');
    await user.click(open);
    const calendar = screen.getByRole('dialog');
    expect(calendar).toHaveClass('MuiPaper-root');
    const today = within(calendar).getByRole('button', { name: /November 21, 2026/ });
    expect(today).toHaveClass('MuiButton-root');
    await waitFor(() => expect(today).toHaveFocus());
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('group', { name: /^Purchase date/ })).toHaveAttribute(
      'data-ef-value',
      '2026-11-20',
    );
  });
});
