import { createSubscribable } from '../../core/base/subscribable';

/**
 * Which properties a form's layout placed with `<FormField>` / `<FormFields>`, so
 * `<RemainingFields>` shows every other visible field (ARCHITECTURE.md "Composition").
 *
 * A placement is claimed while its component renders, so the server's single render pass (where no
 * effect runs) knows it too; the claim is idempotent per claimant (a `useId`), and the first live
 * claimant of a property owns it. Claims made in render are silent (telling a component to render
 * while another renders is refused by React); `announce()` after mount tells the listeners.
 */
export interface FieldPlacements {
  /** Claimant `id` shows `property` (or nothing, with null); true when it owns the property. */
  claim(id: string, property: string | null): boolean;
  /** The claimant is gone (its component unmounted). */
  release(id: string): void;
  /** Tell the listeners about claims made since the last announcement. */
  announce(): void;
  /** Some live claimant owns the property. */
  isPlaced(property: string): boolean;
  /** The claimant that owns the property, if any. */
  ownerOf(property: string): string | undefined;
  /** True once per property: a second claimant should say so (development only). */
  firstDuplicate(property: string): boolean;
  /** Placements changed (after an announcement). */
  subscribe(listener: () => void): () => void;
  /** Grows with every change of the claims, announced or not. */
  version(): number;
}

/**
 * A form's placement registry; `<FieldsFormProvider>` makes one per form.
 *
 * @example
 * const placements = fieldPlacements();
 * placements.claim(':r1:', 'verification.amount'); // true: the first claimant owns it
 * placements.claim(':r2:', 'verification.amount'); // false: a duplicate renders nothing
 * placements.isPlaced('verification.amount'); // true
 */
export function fieldPlacements(): FieldPlacements {
  /** Claimants of each property, in claim order: the first owns it. */
  const claimants = new Map<string, string[]>();
  const propertyOf = new Map<string, string>();
  const listeners = createSubscribable();
  const warned = new Set<string>();
  let version = 0;
  let announced = 0;

  const drop = (id: string) => {
    const property = propertyOf.get(id);
    if (property === undefined) return;
    propertyOf.delete(id);
    const rest = (claimants.get(property) ?? []).filter((claimant) => claimant !== id);
    if (rest.length > 0) claimants.set(property, rest);
    else claimants.delete(property);
    version += 1;
  };
  const announce = () => {
    if (announced === version) return;
    announced = version;
    listeners.notify();
  };

  return {
    claim(id, property) {
      if (propertyOf.get(id) !== property) {
        drop(id);
        if (property !== null) {
          propertyOf.set(id, property);
          claimants.set(property, [...(claimants.get(property) ?? []), id]);
          version += 1;
        }
      }
      return property !== null && claimants.get(property)?.[0] === id;
    },
    release(id) {
      drop(id);
      announce();
    },
    announce,
    isPlaced: (property) => claimants.has(property),
    ownerOf: (property) => claimants.get(property)?.[0],
    firstDuplicate(property) {
      if (warned.has(property)) return false;
      warned.add(property);
      return true;
    },
    subscribe: listeners.subscribe,
    version: () => version,
  };
}
