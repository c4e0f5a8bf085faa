import type { FormSession } from '../../core/session/context/formSession';
import type { SaveReview } from '../review/saveReview';

/** A form mounted on the page, as `formsOnPage` lists it. */
export interface FormOnPage {
  /** The form's DOM id prefix: unique on the page. */
  id: string;
  /** The form's accessible name, or its id when it has none. */
  label: string;
  session: FormSession;
  /** The review step of `reviewBeforeSave` (the devtools show it). */
  review?: SaveReview;
}

const forms = new Map<string, FormOnPage>();
const listeners = new Set<() => void>();
let list: readonly FormOnPage[] = [];
const changed = () => {
  list = [...forms.values()];
  for (const listener of [...listeners]) listener();
};

/**
 * Every expense-fields form mounted on the page, in mount order (each `<FieldsFormProvider>`
 * registers its session while mounted). `<FieldsDevtools />` placed anywhere under the app,
 * outside any form, lists them and shows the one chosen, as TanStack Query's devtools list every
 * query. A list, not a lookup: nothing reads it unless the devtools are on the page.
 *
 * @example
 * const forms = useSyncExternalStore(formsOnPage.subscribe, formsOnPage.list);
 */
export const formsOnPage = {
  /** Adds a form; the returned function removes it. */
  register(form: FormOnPage): () => void {
    forms.set(form.id, form);
    changed();
    return () => {
      if (forms.get(form.id) !== form) return;
      forms.delete(form.id);
      changed();
    };
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The same array until a form mounts or unmounts. */
  list: (): readonly FormOnPage[] => list,
};
