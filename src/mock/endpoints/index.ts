// The mock service's endpoint groups (fields, lists, stored records, content, admin) and its save and validation rules.
export { fieldsEndpoints } from './fieldsEndpoints';
export { listEndpoints } from './listEndpoints';
export { storedEndpoints } from './storedEndpoints';
