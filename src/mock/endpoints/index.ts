// The mock service's endpoint groups (fields, lists, stored records, content, admin) and its save and validation rules.
export { adminEndpoints } from './adminEndpoints';
export { contentEndpoints } from './contentEndpoints';
export { fieldsEndpoints } from './fieldsEndpoints';
export { fieldsFormatRefused } from './fieldsFormat';
export { list, listEndpoints } from './listEndpoints';
export { saveRules } from './saveRules';
export type { SaveBody } from './saveRules';
export { storedEndpoints } from './storedEndpoints';
export { validateReport } from './validation';
export type { ValidationInput, ValidationOutcome } from './validation';
