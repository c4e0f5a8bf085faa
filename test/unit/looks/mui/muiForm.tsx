import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { JsonObject } from '../../../../src/core/wire/model/types';
import { muiControls } from '../../../../src/looks/mui';
import { MOCK_IDS, type MockService } from '../../../../src/mock';
import { FieldsForm, type FieldsFormProps } from '../../../../src/react/form/FieldsForm';
import { mockClient, withQuery } from '../../../tools/formHarness';

/** The mock's Swedish organization: the one each test sets an envelope for. */
export const ORG = MOCK_IDS.swedishOrg;

/**
 * Renders `<FieldsForm>` on the mock in the Material UI look, inside an app's MUI theme (the
 * default `createTheme()` unless given), with `muiControls` unless the test gives its own.
 */
export function renderMuiForm(
  props: Partial<FieldsFormProps> = {},
  theme: Theme = createTheme(),
  children?: ReactNode,
) {
  return render(
    withQuery(
      <ThemeProvider theme={theme}>
        <FieldsForm
          source={{ organizationId: ORG, client: mockClient() }}
          label="New expense report"
          recallDelayMs={300}
          controls={muiControls}
          {...props}
        >
          {children}
        </FieldsForm>
      </ThemeProvider>,
    ),
  );
}

/** The value the last save sent for `property` (undefined before a save). */
export function savedValue(mock: MockService, property: string): unknown {
  const post = mock.requests.filter((request) => request.endpoint === 'createReport').at(-1);
  const fields = (post?.body as { fields: JsonObject[] } | undefined)?.fields ?? [];
  return fields.find((field) => field.property === property)?.value;
}
