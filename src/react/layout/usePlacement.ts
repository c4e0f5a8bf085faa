import { useEffect, useId, useSyncExternalStore } from 'react';
import type { FieldPlacements } from './fieldPlacements';
import { developing } from '../../core/wire/developing';
import { useClientLayoutEffect } from '../form/useClientLayoutEffect';

/**
 * Places a property in the layout and says whether this component owns it. The claim is made
 * while rendering, so the server's single pass knows it (no effect runs there), and announced after
 * mount so a `<RemainingFields>` rendered earlier drops the field (ARCHITECTURE.md "Composition").
 * A second claimant of the same property owns nothing and warns once in development (unless its
 * `part` is null: a form part several components may offer, the first one drawing it); it takes
 * over when the first unmounts.
 *
 * @example
 * const owns = usePlacement(placements, 'verification.amount', '<FormField>');
 */
export function usePlacement(
  placements: FieldPlacements,
  property: string,
  part: string | null,
): boolean {
  const id = useId();
  placements.claim(id, property);
  const owns = useSyncExternalStore(
    placements.subscribe,
    () => placements.ownerOf(property) === id,
    () => placements.ownerOf(property) === id,
  );
  useClientLayoutEffect(() => {
    placements.claim(id, property);
    placements.announce();
  });
  useClientLayoutEffect(() => () => placements.release(id), [placements, id]);
  useEffect(() => {
    if (!owns && part !== null && developing() && placements.firstDuplicate(property)) {
      console.warn(
        `expense-fields: ${part} for "${property}" is placed twice in one form; the second renders nothing. Place each property once.`,
      );
    }
  }, [owns, placements, property, part]);
  return owns;
}
