import { useState } from 'react';
import { FieldsForm } from '../../../src/index';
import { createExpenseClient } from '../../../src/core/index';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_NOW, MOCK_TOKEN } from '../../../src/mock/index';

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });

/** The report read-only until the user asks to edit it: `readOnly` hides the actions too. */
export function Example({ locale }: { locale?: string }) {
  const [editing, setEditing] = useState(false);
  return (
    <section aria-label="Report">
      <button type="button" className="ef-button" onClick={() => setEditing(!editing)}>
        {editing ? 'Done' : 'Edit'}
      </button>
      <FieldsForm
        locale={locale}
        // A new form per mode: the read-only one never held an edit to lose.
        key={editing ? 'edit' : 'view'}
        source={{ organizationId: MOCK_IDS.swedishOrg, client }}
        label="Expense report"
        now={() => new Date(MOCK_NOW)}
        drafts={false}
        readOnly={!editing}
      />
    </section>
  );
}
