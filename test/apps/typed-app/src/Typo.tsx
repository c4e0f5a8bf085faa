// A misspelt property: the compiler refuses it once the types are generated.
import { FormField } from 'expense-fields';

export const Typo = () => <FormField property="verification.amuont" />;
