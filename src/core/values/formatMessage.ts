import { numberFormat } from './locale/intlFormats';

/** A value for a message's placeholder: text as it is, a number and a list as the locale writes them. */
export type MessageParam = string | number | readonly string[];

/** `{name, one {…} few {…} other {…}}`: a count's forms, each category of `Intl.PluralRules`. */
const CHOICE = /\{(\w+),((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const FORM = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

const rules = new Map<string, Intl.PluralRules>();
const lists = new Map<string, Intl.ListFormat>();

/** The plural category of a count in a locale (`Intl.PluralRules`, made once per locale). */
function categoryOf(count: number, locale: string): string {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return rule.select(count);
}

/** A placeholder's value in the locale: `1 000` in Polish, "a, b i c" for a list. */
function written(value: MessageParam, locale: string): string {
  if (typeof value === 'number') return numberFormat(locale).format(value);
  if (typeof value === 'string') return value;
  let list = lists.get(locale);
  if (!list) lists.set(locale, (list = new Intl.ListFormat(locale)));
  return list.format(value);
}

/**
 * Fills a message in a locale, the one path every message with a number or a list takes (the
 * built-in strings, the client checks' text, an app's own strings; ARCHITECTURE.md "Languages").
 * A count choice `{name, one {…} other {…}}` takes the form of the count's category by the
 * locale's `Intl.PluralRules` (`zero`, `one`, `two`, `few`, `many`, `other`; `=0` for an exact
 * number; `other` when the message lacks the category), so a count never reads "1 values" and
 * Polish says "2 wartości", "5 wartości" by its own rules. `#` is the count and a number
 * `{placeholder}` the number, written by `Intl.NumberFormat` of the locale ("1.000" in German); a
 * list is joined by `Intl.ListFormat` of the locale ("a, b und c"); text goes in as it is. A
 * placeholder without a value stays as written. The locale is the form's (English without one).
 *
 * @example
 * formatMessage('Use at most {max, one {# decimal} other {# decimals}}.', { max: 1 }); // 'Use at most 1 decimal.'
 * formatMessage('{count, one {# Änderung} other {# Änderungen}}', { count: 1000 }, 'de'); // '1.000 Änderungen'
 * formatMessage('{count, one {# gość} few {# goście} many {# gości} other {# gościa}}', { count: 3 }, 'pl'); // '3 goście'
 * formatMessage('Fix {names}.', { names: ['Date', 'Amount'] }, 'en'); // 'Fix Date and Amount.'
 */
export function formatMessage(
  template: string,
  params: Readonly<Record<string, MessageParam>> = {},
  locale = 'en',
): string {
  const chosen = template.includes(',')
    ? template.replace(CHOICE, (match, name: string, body: string) => {
        if (!Object.hasOwn(params, name)) return match;
        const count = Number(params[name]);
        const forms = new Map<string, string>();
        for (const [, category = '', text = ''] of body.matchAll(FORM)) forms.set(category, text);
        const form =
          forms.get(`=${count}`) ?? forms.get(categoryOf(count, locale)) ?? forms.get('other');
        return (form ?? match).replace(/#/g, numberFormat(locale).format(count));
      })
    : template;
  return chosen.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = params[name];
    return Object.hasOwn(params, name) && value !== undefined ? written(value, locale) : match;
  });
}
