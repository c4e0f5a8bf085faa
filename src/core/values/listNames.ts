import { createSubscribable } from '../base/subscribable';
import type { ListValue } from '../wire/model/types';

/** The names of one list's values in one language: what a LIST control reads and tells. */
export interface ListNamesOf {
  /** The name of a value of this list, when the form has seen it. */
  name(id: string): string | undefined;
  /** Keep the names of values the form saw: the one the user picked, ones looked up by id. */
  learn(values: readonly Pick<ListValue, 'id' | 'name'>[]): void;
}

/**
 * The names of LIST values a form has seen, by the list's url and the form's language
 * (ARCHITECTURE.md "Review and changes"). A LIST value on the wire is an id: its name is in the
 * field's preloaded value (`data`, spec 2.7) only for the value the server sent, and otherwise only
 * in the list the user picked it from. The LIST control keeps here what it learns, and the change
 * summary and the review read the same names.
 */
export interface ListNames {
  /** The names of the list at `url`, in `locale` (the same object for the same pair). */
  of(url: string, locale: string): ListNamesOf;
  /** Told once per call of `learn` that added or changed a name. */
  subscribe(listener: () => void): () => void;
  /**
   * Counts the calls of `learn` that added or changed a name: a cache made from the names holds
   * while it is the same.
   */
  version(): number;
}

/**
 * A form's memory of list names, empty at first.
 *
 * @example
 * const names = createListNames();
 * names.of('/lists/categories', 'en').learn([{ id: 'c-1', name: 'Coffee' }]);
 * names.of('/lists/categories', 'en').name('c-1'); // 'Coffee'
 */
export function createListNames(): ListNames {
  const lists = new Map<string, ListNamesOf>();
  const changes = createSubscribable();
  let version = 0;
  return {
    of(url, locale) {
      // A name is in the language of the request that brought it: one memory per language.
      const key = `${locale} ${url}`;
      let list = lists.get(key);
      if (!list) {
        const names = new Map<string, string>();
        list = {
          name: (id) => names.get(id),
          learn(values) {
            let changed = false;
            for (const { id, name } of values) {
              if (names.get(id) === name) continue;
              names.set(id, name);
              changed = true;
            }
            if (!changed) return;
            version += 1;
            changes.notify();
          },
        };
        lists.set(key, list);
      }
      return list;
    },
    subscribe: changes.subscribe,
    version: () => version,
  };
}
