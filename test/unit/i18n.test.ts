// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BUILT_IN_MESSAGES,
  formatMessage,
  loadMessages,
  needsMessages,
  resolveMessages,
  type FormMessages,
} from '../../src/i18n/messages';
import { BUILT_IN_LANGUAGES, textLanguage } from '../../src/i18n/textLanguage';

/** The `{name}` placeholders and count choices a message fills, sorted. */
const placeholders = (text: string) => [...new Set(text.match(/\{\w+/g) ?? [])].sort();
/** Every count choice of a message: the param it counts and its forms by category, in order. */
const choices = (text: string) =>
  [...text.matchAll(/\{(\w+),((?:\s*[\w=]+\s*\{[^{}]*\})+)\s*\}/g)].map(([, name, body]) => ({
    name,
    forms: [...(body ?? '').matchAll(/([\w=]+)\s*\{([^{}]*)\}/g)].map(([, category, form]) => ({
      category: category ?? '',
      form: form ?? '',
    })),
  }));

describe('built-in strings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('count forms: never "1 values"', () => {
    const { listCount, guestCount } = resolveMessages('en');
    expect(formatMessage(listCount, { count: 1 })).toBe('1 value');
    expect(formatMessage(listCount, { count: 0 })).toBe('0 values');
    expect(formatMessage(guestCount, { count: 1 })).toBe('1 guest');
    expect(formatMessage(guestCount, { count: 3 })).toBe('3 guests');
  });

  it('loads every other language on demand, English until then, and keeps overrides on top', async () => {
    expect(BUILT_IN_MESSAGES.pt).toBeUndefined();
    expect(resolveMessages('pt-PT').submit).toBe('Save');
    await loadMessages('pt-PT');
    expect(resolveMessages('pt-PT').submit).toBe('Guardar');
    expect(formatMessage(resolveMessages('pt').listCount, { count: 1 }, 'pt')).toBe('1 valor');
    expect(loadMessages('pt')).toBeNull();
    expect(loadMessages('en')).toBeNull();
    expect(needsMessages('fi')).toBe(true);
    await loadMessages('fi');
    expect(needsMessages('fi-FI')).toBe(false);
    expect(resolveMessages('fi-FI').submit).toBe('Tallenna');
    await loadMessages('sv');
    expect(resolveMessages('sv-SE', { submit: 'Skicka' })).toMatchObject({
      submit: 'Skicka',
      cancel: BUILT_IN_MESSAGES.sv?.cancel,
    });
  });

  it('every language has exactly the keys of English, with the same placeholders', async () => {
    await Promise.all(BUILT_IN_LANGUAGES.map((language) => loadMessages(language)));
    const english = BUILT_IN_MESSAGES.en as FormMessages;
    const keys = Object.keys(english).sort();
    for (const language of BUILT_IN_LANGUAGES) {
      const table = BUILT_IN_MESSAGES[language] as FormMessages;
      expect(Object.keys(table).sort(), language).toEqual(keys);
      for (const key of keys) {
        const text = table[key as keyof FormMessages];
        expect(text.trim(), `${language}.${key}`).not.toBe('');
        expect(placeholders(text), `${language}.${key}`).toEqual(
          placeholders(english[key as keyof FormMessages]),
        );
      }
    }
  });

  it('every count gives each plural category its language has, and no other', async () => {
    await Promise.all(BUILT_IN_LANGUAGES.map((language) => loadMessages(language)));
    const english = BUILT_IN_MESSAGES.en as FormMessages;
    for (const language of BUILT_IN_LANGUAGES) {
      const table = BUILT_IN_MESSAGES[language] as FormMessages;
      const wanted = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [key, text] of Object.entries(table)) {
        const where = `${language}.${key}`;
        const given = choices(text);
        // The same counts as English: a number English words by its count is never a bare
        // `{max}` here (which reads "1 miejsc"), nor the other way round.
        expect(
          given.map((choice) => choice.name),
          where,
        ).toEqual(choices(english[key as keyof FormMessages]).map((choice) => choice.name));
        for (const { forms } of given) {
          const categories = forms.map((form) => form.category);
          expect([...categories].sort(), where).toEqual([...wanted].sort());
          // Each form shows the number (`#`, written in the locale).
          for (const { form } of forms) expect(form, where).toContain('#');
        }
      }
    }
    // Polish, French, Spanish and Portuguese have more than one and other.
    expect(new Intl.PluralRules('pl').resolvedOptions().pluralCategories).toHaveLength(4);
    // Every number the checks give is counted: `decimals` reads "1 decimal", never "1 decimals".
    expect(choices(english.decimals).map((choice) => choice.name)).toEqual(['max']);
  });

  it('French puts a narrow no-break space (U+202F) before : ; ! ? and no other language a space', async () => {
    await Promise.all(BUILT_IN_LANGUAGES.map((language) => loadMessages(language)));
    // A colon of a URL (`http://`) is no punctuation of the sentence.
    const marks = /(.)([:;!?])(?!\/\/)/gu;
    for (const language of BUILT_IN_LANGUAGES) {
      const table = BUILT_IN_MESSAGES[language] as FormMessages;
      for (const [key, text] of Object.entries(table)) {
        for (const [, before, mark] of text.matchAll(marks)) {
          const where = `${language}.${key}: "${before}${mark}" in ${JSON.stringify(text)}`;
          if (language === 'fr') expect(before, where).toBe('\u202f');
          else expect(before, where).not.toMatch(/\s/u);
        }
      }
    }
  });

  it('chooses the plural category by the locale: Polish one, few, many, other', async () => {
    await loadMessages('pl');
    const { guestCount, listCount } = resolveMessages('pl');
    const guests = (count: number) => formatMessage(guestCount, { count }, 'pl');
    expect([1, 2, 4, 5, 12, 22, 25].map(guests)).toEqual([
      '1 gość',
      '2 goście',
      '4 goście',
      '5 gości',
      '12 gości',
      '22 goście',
      '25 gości',
    ]);
    expect(guests(1.5)).toBe('1,5 gościa');
    expect(formatMessage(listCount, { count: 3 }, 'pl')).toBe('3 wartości');
    // French says "0 valeur": 0 is `one` there, unlike English.
    await loadMessages('fr');
    expect(formatMessage(resolveMessages('fr').listCount, { count: 0 }, 'fr')).toBe('0 valeur');
    expect(formatMessage('{n, =0 {none} one {# item} other {# items}}', { n: 0 })).toBe('none');
  });

  it('texts fall back by language, English for any other tag, said once in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(['nb-NO', 'no', 'nn-NO', 'fr-CA', 'de-CH', 'es-419', 'pl_PL'].map(textLanguage)).toEqual(
      ['nb', 'nb', 'nb', 'fr', 'de', 'es', 'pl'],
    );
    expect(warn).not.toHaveBeenCalled();
    expect(textLanguage('ja-JP')).toBe('en');
    expect(resolveMessages('ja-JP').submit).toBe('Save');
    expect(needsMessages('ja-JP')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/"ja-JP".*English/);
  });
});
