import { developing } from '../core/wire/developing';

/** A language with built-in strings. */
export type BuiltInLanguage =
  'en' | 'sv' | 'pt' | 'nb' | 'da' | 'fi' | 'de' | 'fr' | 'nl' | 'es' | 'pl';

/**
 * Every language with built-in strings, English first.
 *
 * @example
 * BUILT_IN_LANGUAGES.includes('fi'); // true
 */
export const BUILT_IN_LANGUAGES: readonly BuiltInLanguage[] = Object.freeze([
  'en',
  'sv',
  'pt',
  'nb',
  'da',
  'fi',
  'de',
  'fr',
  'nl',
  'es',
  'pl',
]);

/** Languages read in another's strings: Norwegian (`no`) and Nynorsk readers read Bokmål. */
const READ_AS: Readonly<Record<string, BuiltInLanguage>> = { no: 'nb', nn: 'nb' };

const warned = new Set<string>();

/**
 * The language whose built-in strings a locale shows: its language subtag (`fr-CA` → `fr`,
 * `de-CH` → `de`, `nb-NO` → `nb`, `no` → `nb`), English for any other, said once per tag in the
 * console in development. Formats (numbers, dates) still follow the full tag.
 *
 * @example
 * textLanguage('de-CH'); // 'de'
 */
export function textLanguage(locale: string): BuiltInLanguage {
  const subtag = locale.toLowerCase().split(/[-_]/)[0] ?? '';
  const language = READ_AS[subtag] ?? subtag;
  if ((BUILT_IN_LANGUAGES as readonly string[]).includes(language))
    return language as BuiltInLanguage;
  if (!warned.has(locale) && developing()) {
    warned.add(locale);
    console.warn(
      `expense-fields: no built-in strings for "${locale}", English is shown (the messages prop gives your own).`,
    );
  }
  return 'en';
}
