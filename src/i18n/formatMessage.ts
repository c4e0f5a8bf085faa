import { fillPlaceholders } from '../core/values/problemText';
import { numberFormat } from '../core/values/intlFormats';

/** `{name, one {…} few {…} other {…}}`: a count's forms, each category of `Intl.PluralRules`. */
const CHOICE = /\{(\w+),((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const FORM = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

const rules = new Map<string, Intl.PluralRules>();

/** The plural category of a count in a locale (`Intl.PluralRules`, made once per locale). */
function categoryOf(count: number, locale: string): string {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return rule.select(count);
}

/**
 * Fills `{name}` placeholders of a message, and count choices `{name, one {…} other {…}}` with
 * every category the locale's plural rules have (`zero`, `one`, `two`, `few`, `many`, `other`;
 * `=0` for an exact number), so a count never reads "1 values" and Polish says "2 wartości",
 * "5 wartości" by its own rules. `#` is the number, written in the locale. A category the
 * message does not give falls back to `other`.
 *
 * @example
 * formatMessage('Use at most {max} decimals.', { max: 2 }); // 'Use at most 2 decimals.'
 * formatMessage('{count, one {# value} other {# values}}', { count: 1 }); // '1 value'
 * formatMessage('{count, one {# gość} few {# gości} many {# gości} other {# gościa}}', { count: 3 }, 'pl'); // '3 gości'
 */
export function formatMessage(
  template: string,
  params: Record<string, string | number> = {},
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
  return fillPlaceholders(chosen, params);
}
