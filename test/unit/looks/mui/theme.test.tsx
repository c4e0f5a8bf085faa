import { createTheme, useTheme } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { muiControls } from '../../../../src/looks/mui';
import { basicEnvelope } from '../../../../src/mock/scenarios/basic';
import { wireField } from '../../../../src/mock/scenarios/wireField';
import type { ControlProps } from '../../../../src/registry/types';
import { setupMockServer } from '../../../tools/formHarness';
import { ORG, renderMuiForm } from './muiForm';

const mock = setupMockServer();

/** A control of the app's own that says which palette mode the theme it sees has. */
function ModeProbe(props: ControlProps) {
  const theme = useTheme();
  return <output id={props.id}>{theme.palette.mode}</output>;
}

describe('the app’s MUI theme reaches the look', () => {
  it('draws every text field filled under a theme whose TextField default variant is filled', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const theme = createTheme({
      components: { MuiTextField: { defaultProps: { variant: 'filled' } } },
    });
    renderMuiForm({}, theme);
    const inputs = [
      await screen.findByRole('textbox', { name: 'Report name (required)' }),
      screen.getByRole('textbox', { name: 'Amount (required)' }),
      screen.getByRole('textbox', { name: 'Number of guests' }),
      screen.getByRole('textbox', { name: 'Comment' }),
    ];
    for (const input of inputs) {
      expect(input.closest('.MuiInputBase-root')).toHaveClass('MuiFilledInput-root');
      expect(input.closest('.MuiOutlinedInput-root')).toBeNull();
    }
    // The label stands above the field: the filled input keeps no room for one inside.
    expect(inputs[0]?.closest('.MuiInputBase-root')).toHaveClass('MuiFilledInput-hiddenLabel');
  });

  it('draws them standard and small under a theme whose TextField defaults say so', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const standard = createTheme({
      components: { MuiTextField: { defaultProps: { variant: 'standard', size: 'small' } } },
    });
    renderMuiForm({}, standard);
    const name = await screen.findByRole('textbox', { name: 'Report name (required)' });
    expect(name.closest('.MuiInputBase-root')).toHaveClass(
      'MuiInput-root',
      'MuiInputBase-sizeSmall',
    );
  });

  it('gives the controls a dark theme: a control sees it, and MUI draws the field in its colours', async () => {
    mock.state.setEnvelope(ORG, {
      fields: [wireField('name', 'TEXT', 'Report name'), wireField('mode', 'MODE_PROBE', 'Mode')],
    });
    const dark = createTheme({ palette: { mode: 'dark' } });
    renderMuiForm({ controls: { ...muiControls, MODE_PROBE: ModeProbe } }, dark);
    const probe = await screen.findByText('dark');
    // The control of the app's own is framed by the look's Frame too.
    expect(probe.closest('[data-field]')).toHaveClass('MuiFormControl-root');
    // The label is drawn in the dark palette's secondary text colour (white at 70 %).
    const label = screen.getByText('Report name');
    expect(dark.palette.text.secondary).toBe('rgba(255, 255, 255, 0.7)');
    expect(getComputedStyle(label).color).toBe('rgba(255, 255, 255, 0.7)');
  });
});
