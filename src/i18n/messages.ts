import type { ValueProblem } from '../core/values/codecs';
import { en } from './en';
import type { FormMessages } from './formMessages';
import { formatMessage } from '../core/values/formatMessage';
import { textLanguage, type BuiltInLanguage } from './textLanguage';

export { formatMessage, type MessageParam } from '../core/values/formatMessage';
export type { BuiltInLanguage } from './textLanguage';
export type { FormMessages } from './formMessages';

/**
 * Every language but English loads when first asked for: each is its own chunk of about 2 kB,
 * so an app in one language downloads no other.
 */
const LOADERS: Record<
  Exclude<BuiltInLanguage, 'en'>,
  () => Promise<Readonly<Record<string, FormMessages>>>
> = {
  sv: () => import('./sv'),
  pt: () => import('./pt'),
  nb: () => import('./nb'),
  da: () => import('./da'),
  fi: () => import('./fi'),
  de: () => import('./de'),
  fr: () => import('./fr'),
  nl: () => import('./nl'),
  es: () => import('./es'),
  pl: () => import('./pl'),
};

/**
 * The built-in strings loaded so far, by language: English at once, the others after
 * {@link loadMessages} (the form calls it for its locale).
 *
 * @example
 * await loadMessages('sv');
 * BUILT_IN_MESSAGES.sv?.submit; // 'Spara'
 */
export const BUILT_IN_MESSAGES: Readonly<Partial<Record<BuiltInLanguage, FormMessages>>> = { en };
const loaded = BUILT_IN_MESSAGES as Partial<Record<BuiltInLanguage, FormMessages>>;

/**
 * True while a locale's language has built-in strings that are not loaded yet (no side effect:
 * safe to ask while rendering).
 *
 * @example
 * if (needsMessages('sv')) await loadMessages('sv');
 */
export function needsMessages(locale: string): boolean {
  return !loaded[textLanguage(locale)];
}

/**
 * Loads the built-in strings of a locale's language (`textLanguage`: `nb-NO` and `no` load
 * Norwegian Bokmål) when they are not loaded yet; null when there is nothing to load (English, a
 * language without built-in strings, or already loaded).
 *
 * @example
 * await loadMessages('pt-PT');
 * resolveMessages('pt-PT').submit; // 'Guardar'
 */
export function loadMessages(locale: string): Promise<FormMessages> | null {
  const language = textLanguage(locale);
  if (loaded[language] || language === 'en') return null;
  // Each chunk exports its table under its language's name.
  return LOADERS[language]().then(
    (module) => (loaded[language] = module[language] as FormMessages),
  );
}

/**
 * The messages for a locale (by its language, `textLanguage`; English when there is no
 * translation, or while it is loading: see {@link loadMessages}), with overrides on top.
 *
 * @example
 * const messages = resolveMessages('pt-PT', { submit: 'Enviar' });
 */
export function resolveMessages(locale: string, overrides?: Partial<FormMessages>): FormMessages {
  const base = loaded[textLanguage(locale)] ?? en;
  return overrides ? { ...base, ...overrides } : base;
}

/**
 * The translated text of a client-side value problem, in the form's locale: its counts take the
 * language's plural forms and its numbers the locale's digits (`formatMessage`).
 *
 * @example
 * problemMessage({ code: 'decimals', params: { max: 1 } }, messages, 'de'); // 'Verwenden Sie höchstens 1 Nachkommastelle.'
 */
export function problemMessage(
  problem: ValueProblem,
  messages: FormMessages,
  locale = 'en',
): string {
  return formatMessage(messages[problem.code], problem.params, locale);
}
