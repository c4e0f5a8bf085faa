// @vitest-environment node
// The Material UI look on the server: `renderToString` in Node, with no window or document,
// draws every control type of the all-controls envelope in MUI's parts, and nothing throws.
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { parseEnvelope } from '../../../../src/core/wire/envelope';
import { muiControls } from '../../../../src/looks/mui';
import { scenarioEnvelope } from '../../../../src/mock';
import { FieldsForm } from '../../../../src/react/form/FieldsForm';
import { scriptedTransport } from '../../../tools/scriptedTransport';

describe('the Material UI look on the server', () => {
  it('renders the all-controls form to a string in MUI’s parts, with no error', () => {
    const consoleError = vi.spyOn(console, 'error');
    const envelope = parseEnvelope(scenarioEnvelope('allControls'));
    const backend = scriptedTransport(envelope);
    const html = renderToString(
      <ThemeProvider theme={createTheme()}>
        <FieldsForm
          source={{ transport: backend.transport, key: 'ssr' }}
          label="Report"
          initialEnvelope={envelope}
          controls={muiControls}
        />
      </ThemeProvider>,
    );
    expect(html).toContain('MuiFormControl-root');
    expect(html).toContain('MuiOutlinedInput-root');
    expect(html).toContain('MuiSwitch-root');
    expect(html).toContain('MuiAlert-root');
    expect(html).toContain('Client visit Lisbon');
    expect(html).toContain('role="spinbutton"');
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
