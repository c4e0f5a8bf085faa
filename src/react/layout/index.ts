// Where fields go on a screen of your own: FormFields, FieldList, RemainingFields and the placement bookkeeping.
export { FormFields } from './FormFields';
export { FieldList } from './FieldList';
export { RemainingFields } from './RemainingFields';
