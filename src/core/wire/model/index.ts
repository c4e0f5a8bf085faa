// The service's data model by spec section: the envelope and field types, organizations and records.
export type * from './types';
