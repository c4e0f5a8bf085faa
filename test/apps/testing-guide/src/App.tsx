import { FieldsForm } from 'expense-fields';
import { MOCK_IDS } from 'expense-fields/mock';
import { useState } from 'react';
import { client } from './mockService';

export default function App() {
  const [saved, setSaved] = useState<string>();
  return (
    <main>
      <h1>New expense report</h1>
      {saved ? (
        <p role="status">Saved report {saved}</p>
      ) : (
        <FieldsForm
          source={{ organizationId: MOCK_IDS.swedishOrg, client }}
          onSubmitted={(report) => setSaved(String(report.id))}
        />
      )}
    </main>
  );
}
