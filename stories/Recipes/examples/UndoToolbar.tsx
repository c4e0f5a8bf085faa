import {
  ChangeSummary,
  ErrorSummary,
  FieldsForm,
  FormStatus,
  RedoButton,
  RemainingFields,
  SubmitButton,
  UndoButton,
} from '../../../src/index';
import { createExpenseClient } from '../../../src/core/index';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_NOW, MOCK_TOKEN } from '../../../src/mock/index';

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });

/**
 * Undo and Redo beside Save. Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z (or Ctrl+Y) work anywhere in the
 * form, inside a text field too; undoing the expense type asks the server again and puts back
 * what was typed in the fields it brings back. The summary lists what differs from the form as
 * it was loaded.
 */
export function Example({ locale }: { locale?: string }) {
  return (
    <FieldsForm
      locale={locale}
      source={{ organizationId: MOCK_IDS.swedishOrg, client }}
      label="Expense report"
      now={() => new Date(MOCK_NOW)}
      drafts={false}
    >
      <ErrorSummary />
      <RemainingFields />
      <FormStatus />
      <ChangeSummary />
      <div className="ef-actions">
        <UndoButton />
        <RedoButton />
        <SubmitButton />
      </div>
    </FieldsForm>
  );
}
