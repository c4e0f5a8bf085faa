import type { FieldItem } from '../core/types';
import { Field } from './Field';
import { useFieldsFormContext } from './FieldsFormContext';

/**
 * Renders field items in server order through the registry. Keys are the stable form keys, so a
 * re-call that adds or removes fields keeps the DOM (focus and caret) of the others.
 *
 * @example
 * <FieldList items={envelope.fields} />
 */
export function FieldList({ items }: { items: readonly FieldItem[] }) {
  const { session } = useFieldsFormContext();
  return (
    <>
      {items.map((item) => {
        const key = session.keyOf(item);
        return <Field key={key} item={item} fieldKey={key} />;
      })}
    </>
  );
}
