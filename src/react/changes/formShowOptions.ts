import type { ShowOptions } from '../../core/changes/shownValue';
import type { ListNames } from '../../core/values/listNames';
import type { FieldsFormContextValue } from '../form/FieldsFormContext';

/** What of a form its values are shown with (a `FieldsFormContextValue` has it). */
export interface ShowingForm {
  session: Pick<FieldsFormContextValue['session'], 'listNames'>;
  locale: string;
  messages: Pick<FieldsFormContextValue['messages'], 'yes' | 'no'>;
}

interface Made {
  locale: string;
  yes: string;
  no: string;
  version: number;
  options: ShowOptions;
}

const made = new WeakMap<ListNames, Made>();

/**
 * How a form shows values where they are text (ARCHITECTURE.md "Review and changes"): its
 * locale, its yes / no, and the names of LIST values its LIST controls learned (the item the user
 * picked, one looked up by id), so a change summary names a value as the control beside it does.
 * The one source of `shownValue`'s options for `useChanges`, `<ChangeSummary>`, the review step
 * and the review: the same object while the locale, the words and the names are the same (a
 * review's marks are made once per object).
 *
 * @example
 * shownValue(envelope, item, formShowOptions(useFieldsFormContext())).text; // 'Coffee'
 */
export function formShowOptions(form: ShowingForm): ShowOptions {
  const { locale, messages } = form;
  const names = form.session.listNames;
  const { yes, no } = messages;
  const version = names.version();
  const last = made.get(names);
  if (
    last &&
    last.locale === locale &&
    last.yes === yes &&
    last.no === no &&
    last.version === version
  )
    return last.options;
  const options: ShowOptions = {
    locale,
    words: { yes, no },
    listName: (item, id) => (item.url ? names.of(item.url, locale).name(id) : undefined),
  };
  made.set(names, { locale, yes, no, version, options });
  return options;
}
