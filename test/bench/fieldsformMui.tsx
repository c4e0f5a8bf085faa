// The bench's `fieldsform-mui`: our form in the Material UI look, in a default MUI theme. Its bare
// imports resolve at the root, so it draws with the root's MUI 9 (rjsf-mui/rjsfMui.tsx draws
// react-jsonschema-form's theme with MUI 7 from a package of its own).
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { version } from '@mui/material/version';
import type { ReactNode } from 'react';
import { muiControls } from '../../src/looks/mui';

const theme = createTheme();

/** The MUI this page draws with, reported beside the figures. */
export const muiVersion = version;

/** The look's registry, given to `<FieldsForm controls>`. */
export const controls = muiControls;

/** A default MUI theme around the form. */
export function Theme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
