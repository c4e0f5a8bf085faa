import { createTheme, ThemeProvider } from '@mui/material/styles';
import { FieldsForm } from '../../../src/index';
import { createExpenseClient } from '../../../src/core/index';
import { muiControls } from '../../../src/looks/mui/index';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_NOW, MOCK_TOKEN } from '../../../src/mock/index';

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });

// The app's own theme: its palette and its defaults reach every field of the form (here, filled
// text fields and a brand colour on Save).
const theme = createTheme({
  palette: { primary: { main: '#00695c' } },
  components: { MuiTextField: { defaultProps: { variant: 'filled' } } },
});

/** The report in Material UI: every control and the form's parts are MUI's. */
export function Example({ locale }: { locale?: string }) {
  return (
    <ThemeProvider theme={theme}>
      <FieldsForm
        controls={muiControls}
        locale={locale}
        source={{ organizationId: MOCK_IDS.swedishOrg, client }}
        label="Expense report"
        now={() => new Date(MOCK_NOW)}
        drafts={false}
      />
    </ThemeProvider>
  );
}
