import { holdsValue, type IndexedField } from '../../wire/fieldIndex';

/**
 * The shown input fields a reply added and removed, by name (spec 2.7 `name`, else the property), for a
 * polite announcement such as "Exchange rate added": a re-call can change a long form far from
 * where the user is looking. Null when nothing came or went.
 *
 * @example
 * const changes = fieldChanges(before, after); // { added: ['Exchange rate to SEK'], removed: [] }
 */
export function fieldChanges(
  before: readonly IndexedField[],
  after: readonly IndexedField[],
): { added: string[]; removed: string[] } | null {
  const shown = (fields: readonly IndexedField[]) =>
    new Map(
      fields
        // Inputs only: a notice shows itself (warnings and errors are alerts of their own).
        .filter((entry) => entry.shown && holdsValue(entry.item))
        .map((entry) => [entry.key, entry.item.name ?? entry.item.property]),
    );
  const was = shown(before);
  const is = shown(after);
  const added = [...is].filter(([key]) => !was.has(key)).map(([, name]) => name);
  const removed = [...was].filter(([key]) => !is.has(key)).map(([, name]) => name);
  return added.length + removed.length > 0 ? { added, removed } : null;
}
