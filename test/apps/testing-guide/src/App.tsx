import { FieldsForm } from 'expense-fields';
import { MOCK_IDS } from 'expense-fields/mock';
import { client } from './mockService';

export default function App() {
  return (
    <main>
      <h1>New expense report</h1>
      <FieldsForm source={{ organizationId: MOCK_IDS.swedishOrg, client }} />
    </main>
  );
}
