import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultSeed, MOCK_IDS } from '../../../../src/mock';
import { basicEnvelope } from '../../../../src/mock/scenarios/basic';
import { allControlsEnvelope } from '../../../../src/mock/scenarios/allControls';
import { FormField } from '../../../../src/react/fields/FormField';
import { RemainingFields } from '../../../../src/react/layout/RemainingFields';
import { setupMockServer } from '../../../tools/formHarness';
import { ORG, renderMuiForm } from './muiForm';

const mock = setupMockServer();
/** The frame (`data-field`) a control sits in. */
const frameOf = (element: Element) => element.closest('[data-field]') as HTMLElement;

describe('the Material UI look draws every control type in MUI parts', () => {
  it('frames every field of the all-controls envelope in a FormControl, each control in its MUI parts', async () => {
    const org = defaultSeed().organizations.find((entry) => entry.id === MOCK_IDS.swedishOrg);
    mock.state.setEnvelope(ORG, allControlsEnvelope(org as never));
    renderMuiForm();
    const name = await screen.findByRole('textbox', { name: 'Report name (required)' });
    // Every frame is MUI's FormControl.
    for (const frame of document.querySelectorAll('[data-field]'))
      expect(frame).toHaveClass('MuiFormControl-root');
    // TEXT, MULTI_LINE_TEXT, DOUBLE, INTEGER: MUI's outlined input frame, its asterisk for required.
    expect(name.closest('.MuiInputBase-root')).toHaveClass('MuiOutlinedInput-root');
    expect(within(frameOf(name)).getByText('*').closest('.MuiFormLabel-asterisk')).toHaveAttribute(
      'data-ef-part',
      'required',
    );
    expect(screen.getByRole('textbox', { name: 'Comment' }).tagName).toBe('TEXTAREA');
    expect(
      screen.getByRole('textbox', { name: 'Comment' }).closest('.MuiInputBase-root'),
    ).not.toBeNull();
    const amount = screen.getByRole('textbox', { name: /^Amount \(required\), From receipt$/ });
    expect(amount.closest('.MuiInputBase-root')).not.toBeNull();
    expect(
      within(frameOf(amount)).getByText('From receipt').closest('.MuiChip-root'),
    ).not.toBeNull();
    expect(
      screen.getByRole('textbox', { name: 'Number of guests' }).closest('.MuiInputBase-root'),
    ).not.toBeNull();
    // SWITCH: MUI's Switch around the native switch.
    const card = screen.getByRole('switch', { name: 'Paid with the company card' });
    expect(card).toBeChecked();
    expect(card.closest('.MuiSwitch-root')).not.toBeNull();
    // DATE, DATE_TIME, LOCAL_DATE_TIME: the segments inside MUI's input frame, an IconButton.
    for (const label of [/^Purchase date/, /^Last updated/, /^Meeting starts/]) {
      const group = screen.getByRole('group', { name: label });
      expect(group.closest('.MuiInputBase-root')).not.toBeNull();
    }
    const purchase = frameOf(screen.getByRole('group', { name: /^Purchase date/ }));
    expect(within(purchase).getByRole('button', { name: 'Choose date' })).toHaveClass(
      'MuiIconButton-root',
    );
    // LIST: the combobox in MUI's input frame; the multi-select's list too.
    const currency = screen.getByRole('combobox', { name: 'Currency (required)' });
    expect(currency).toHaveValue('EUR – Euro');
    expect(currency.closest('.MuiInputBase-root')).not.toBeNull();
    expect(screen.getByRole('combobox', { name: 'Tags' })).toHaveAttribute('data-ef-multiple');
    // CONTENT_HOLDER: the file picker is an MUI Button.
    const pick = screen.getByLabelText('Choose file, Receipt');
    expect(pick.closest('.MuiButton-root')).not.toBeNull();
    // GUEST_LIST: TextFields per row, MUI Buttons to remove and add.
    const guests = screen.getByRole('group', { name: 'Guests (required)' });
    expect(within(guests).getAllByRole('listitem')).toHaveLength(2);
    expect(within(guests).getByRole('button', { name: 'Add guest' })).toHaveClass('MuiButton-root');
    expect(within(guests).getAllByRole('textbox')[0]?.closest('.MuiTextField-root')).not.toBeNull();
    // RECIPIENT_LIST: a Chip per address, the input in MUI's frame.
    const recipients = screen.getByRole('textbox', { name: 'Send a copy to' });
    expect(recipients.closest('.MuiInputBase-root')).not.toBeNull();
    const chip = frameOf(recipients).querySelector('[data-ef-part="chip"]');
    expect(chip).toHaveAttribute('data-ef-value', 'finance@example.se');
    expect(chip?.querySelector('.MuiChip-root')).toHaveTextContent('finance@example.se');
    // URL: an MUI Link.
    expect(screen.getByRole('link', { name: /intranet\.example\.se/ })).toHaveClass('MuiLink-root');
    // INFORMATION: MUI Alerts by type, the role of the hook.
    expect(
      screen.getByText('The card transaction was rejected.').closest('.MuiAlert-root'),
    ).toHaveClass('MuiAlert-colorError');
    expect(
      screen.getByText('Reports are sent to your manager.').closest('.MuiAlert-root'),
    ).toHaveAttribute('role', 'note');
    // FIELD_GROUP: a fieldset with its legend, its fields in the same look; removable by a Button.
    const trip = screen.getByRole('group', { name: 'Trip' });
    expect(trip.tagName).toBe('FIELDSET');
    expect(
      within(trip).getByRole('switch', { name: 'Breakfast' }).closest('.MuiSwitch-root'),
    ).not.toBeNull();
    expect(within(trip).getByRole('button', { name: 'Remove Meals provided' })).toHaveClass(
      'MuiButton-root',
    );
    expect(screen.getByText('No allowances apply to this trip.')).toHaveClass(
      'MuiFormHelperText-root',
    );
    // `*`: the unknown type's value, read-only, in MUI's typography.
    const hologram = frameOf(screen.getByText('Hologram (unknown type)'));
    expect(hologram.querySelector('output')).toHaveClass('MuiTypography-root');
  }, 60_000); // every control type in jsdom: 2 s alone, 20 s and more beside other runs

  it('shows the server error in a FormHelperText the input is described by, the field in error', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const user = userEvent.setup();
    renderMuiForm();
    await user.type(await screen.findByRole('textbox', { name: /^Report name/ }), 'Lunch');
    const amount = screen.getByRole('textbox', { name: 'Amount (required)' });
    await user.type(amount, '-5');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription('The amount cannot be negative.');
    const message = within(frameOf(amount)).getByText('The amount cannot be negative.');
    expect(message).toHaveClass('MuiFormHelperText-root', 'Mui-error');
    expect(frameOf(amount)).toHaveClass('MuiFormControl-root');
    expect(amount.closest('.MuiInputBase-root')).toHaveClass('Mui-error');
    expect(
      within(frameOf(amount))
        .getByText('Amount', { selector: '[aria-hidden] *, [aria-hidden]' })
        .closest('.MuiFormLabel-root'),
    ).toHaveClass('Mui-error');
  });

  it('shows the app’s help words under the field in a FormHelperText the input is described by', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    renderMuiForm(
      {},
      undefined,
      <>
        <FormField property="name" help="As on the invoice." />
        <RemainingFields />
      </>,
    );
    const name = await screen.findByRole('textbox', { name: 'Report name (required)' });
    expect(name).toHaveAccessibleDescription('As on the invoice.');
    expect(screen.getByText('As on the invoice.')).toHaveClass('MuiFormHelperText-root');
  });
});
