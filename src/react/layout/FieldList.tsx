import type { FieldItem } from '../../core/wire/model/types';
import { layoutFields } from '../fields/Field';
import { useFieldsFormContext } from '../form/FieldsFormContext';

/**
 * Renders field items in server order through the registry. Keys are the stable form keys, so a
 * re-call that adds or removes fields keeps the DOM (focus and caret) of the others.
 *
 * @example
 * <FieldList items={envelope.fields} />
 */
export function FieldList({ items }: { items: readonly FieldItem[] }) {
  return layoutFields(items, useFieldsFormContext());
}
