import type { Ref } from 'react';

/**
 * Points a ref (callback or object) at a node; for controls whose focus target changes, such as
 * the first guest row or the "Add guest" button.
 *
 * @example
 * <input ref={(node) => assignRef(inputRef, node)} />
 */
export function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as { current: T | null }).current = node;
}
