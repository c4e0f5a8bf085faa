// Where fields go on a screen of your own: FormFields, FieldList, RemainingFields and the placement bookkeeping.
export { FieldList } from './FieldList';
export { FormFields } from './FormFields';
export type { FormFieldsProps } from './FormFields';
export { RemainingFields } from './RemainingFields';
export { fieldPlacements } from './fieldPlacements';
export type { FieldPlacements } from './fieldPlacements';
export { usePlacement } from './usePlacement';
