import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { basicEnvelope } from '../../../../src/mock/scenarios/basic';
import { setupMockServer } from '../../../tools/formHarness';
import { renderCounter } from '../../../tools/renderCounter';
import { ORG, renderMuiForm } from './muiForm';

const mock = setupMockServer();

/**
 * What renders when a text field fills or empties: MUI's own components only (`tag11` is a
 * forwardRef without a name: FormControl, FormLabel, InputBase, OutlinedInput; `Insertion` is
 * emotion's style insertion of a styled element).
 */
const FILL_OR_EMPTY = [
  'tag11',
  'MuiFormControlRoot',
  'Insertion',
  'tag11',
  'MuiFormLabelRoot',
  'Insertion',
  'tag11',
  'tag11',
  'MuiOutlinedInputRoot',
  'Insertion',
  'MuiOutlinedInputInput',
  'Insertion',
  'MuiOutlinedInputNotchedOutline',
  'Insertion',
  'NotchedOutline',
  'MuiNotchedOutlined',
  'Insertion',
  'MuiNotchedOutlined',
  'Insertion',
];

describe('typing in the Material UI look', () => {
  it('renders no component for a keystroke that leaves the field filled; MUI’s FormControl alone when it fills or empties', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const user = userEvent.setup();
    renderMuiForm();
    const comment = await screen.findByRole('textbox', { name: 'Comment' });
    const name = screen.getByRole('textbox', { name: 'Report name (required)' });
    await user.click(name);

    // Empty to filled: MUI's FormControl keeps a `filled` state (a floating label and the notched
    // outline read it), so it renders with what reads its context: the FormControl, its label,
    // the OutlinedInput and its outline, with their styled roots and emotion's style insertions
    // (19 components with MUI 9.6; the asterisk is the frame's, drawn once). No part of the form,
    // the field or the control.
    renderCounter.reset();
    await user.keyboard('L');
    expect(name).toHaveValue('L');
    expect(renderCounter.names).toEqual(FILL_OR_EMPTY);

    // Filled and still filled: nothing renders.
    renderCounter.reset();
    await user.keyboard('unch');
    expect(name).toHaveValue('Lunch');
    expect(renderCounter.names).toEqual([]);

    // Back to empty: the FormControl once more.
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    renderCounter.reset();
    await user.keyboard('{Backspace}');
    expect(name).toHaveValue('');
    expect(renderCounter.names).toEqual(FILL_OR_EMPTY);

    // The same in a text area and an amount.
    await user.click(comment);
    await user.keyboard('A');
    renderCounter.reset();
    await user.keyboard('bc');
    expect(comment).toHaveValue('Abc');
    expect(renderCounter.names).toEqual([]);
    const guests = screen.getByRole('textbox', { name: 'Number of guests' });
    await user.click(guests);
    await user.keyboard('1');
    renderCounter.reset();
    await user.keyboard('2');
    expect(guests).toHaveValue('12');
    expect(renderCounter.names).toEqual([]);
  });
});
