import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { muiControls } from '../../src/looks/mui';
import type { TestLook } from './testLook';

const theme = createTheme();

/** The Material UI look: its controls and parts, inside an app's MUI theme. */
export const muiLook: TestLook = {
  name: 'mui',
  title: 'Material UI',
  controls: muiControls,
  Wrapper: ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme}>{children}</ThemeProvider>
  ),
};
