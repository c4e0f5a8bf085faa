import { BUILT_IN_MESSAGES, loadMessages, type FormMessages } from '../../src/i18n/messages';
import { BUILT_IN_LANGUAGES, type BuiltInLanguage } from '../../src/i18n/textLanguage';

/** The numbers every message that counts is shown at: none, one, two, a few, many, 22, 1,000. */
export const COUNTS = [0, 1, 2, 5, 22, 1000] as const;

/** Every built-in language with its table, loaded. */
export async function allTables(): Promise<[BuiltInLanguage, FormMessages][]> {
  await Promise.all(BUILT_IN_LANGUAGES.map((language) => loadMessages(language)));
  return BUILT_IN_LANGUAGES.map((language) => [
    language,
    BUILT_IN_MESSAGES[language] as FormMessages,
  ]);
}

/**
 * What a table says about a number: the whole text, the number as written, its category, and
 * whether the message chose a form by it (false for a plain `{row}`).
 */
export interface CountText {
  text: string;
  number: string;
  category: string;
  chosen: boolean;
}

/**
 * What a message of a table says about `count`, worked out apart from the library: the form the
 * table gives the category `Intl.PluralRules(language)` selects (a table lacking it fails here),
 * with `#` and a plain `{counted}` as `Intl.NumberFormat(language)` writes the count, and the
 * other placeholders filled with `params` as given.
 *
 * @example
 * countText(pl.changesCount, 'count', 5, 'pl').text; // '5 zmian'
 */
export function countText(
  template: string,
  counted: string,
  count: number,
  language: string,
  params: Record<string, string> = {},
): CountText {
  const number = new Intl.NumberFormat(language).format(count);
  const category = new Intl.PluralRules(language).select(count);
  const choice = new RegExp(`\\{${counted},((?:\\s*[\\w=]+\\s*\\{[^{}]*\\})+)\\s*\\}`).exec(
    template,
  );
  let text = template;
  if (choice) {
    const forms = new Map(
      [...(choice[1] ?? '').matchAll(/([\w=]+)\s*\{([^{}]*)\}/g)].map(([, name, form]) => [
        name,
        form ?? '',
      ]),
    );
    const form = forms.get(category);
    if (form === undefined) throw new Error(`no ${category} form in ${template}`);
    text = template.replace(choice[0], form.replaceAll('#', number));
  }
  text = text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name === counted ? number : (params[name] ?? match),
  );
  return { text, number, category, chosen: choice !== null };
}
