// The bench's `rjsf-mui`: react-jsonschema-form's Material UI theme in a default MUI theme. The
// file sits in its own package (package.json here) so that @rjsf/mui and @mui/* resolve to that
// package's MUI 7 and not to the root's MUI 9; React, emotion and @rjsf/core come from the root
// (the bench's build dedupes React: one copy for every library).
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { version } from '@mui/material/version';
import type { ReactNode } from 'react';

const theme = createTheme();

/** The MUI this page draws with, reported beside the figures. */
export const muiVersion = version;

/** A default MUI theme around the form. */
export function Theme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** react-jsonschema-form themed with MUI 7's widgets (the page gives it the `rjsf` lib's props). */
export { default as Form } from '@rjsf/mui';
