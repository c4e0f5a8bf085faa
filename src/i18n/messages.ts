import type { ValueProblem } from '../core/values/codecs';
import { lazyChunk, type LazyChunk } from '../core/base/lazyChunk';
import { en } from './languages/en';
import type { FormMessages } from './formMessages';
import { formatMessage } from '../core/values/formatMessage';
import { textLanguage, type BuiltInLanguage } from './textLanguage';

export { formatMessage, type MessageParam } from '../core/values/formatMessage';
export type { BuiltInLanguage } from './textLanguage';
export type { FormMessages } from './formMessages';

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

/** A language's chunk, which writes its table into `BUILT_IN_MESSAGES` when it comes. */
function table(
  language: Exclude<BuiltInLanguage, 'en'>,
  importer: () => Promise<FormMessages>,
): LazyChunk<FormMessages> {
  return lazyChunk(() => importer().then((messages) => (loaded[language] = messages)));
}

/**
 * Every language but English loads when first asked for: each is its own chunk of about 2 kB,
 * so an app in one language downloads no other. Each chunk exports its table under its
 * language's name.
 */
const CHUNKS: Record<Exclude<BuiltInLanguage, 'en'>, LazyChunk<FormMessages>> = {
  sv: table('sv', () => import('./languages/sv').then((module) => module.sv)),
  pt: table('pt', () => import('./languages/pt').then((module) => module.pt)),
  nb: table('nb', () => import('./languages/nb').then((module) => module.nb)),
  da: table('da', () => import('./languages/da').then((module) => module.da)),
  fi: table('fi', () => import('./languages/fi').then((module) => module.fi)),
  de: table('de', () => import('./languages/de').then((module) => module.de)),
  fr: table('fr', () => import('./languages/fr').then((module) => module.fr)),
  nl: table('nl', () => import('./languages/nl').then((module) => module.nl)),
  es: table('es', () => import('./languages/es').then((module) => module.es)),
  pl: table('pl', () => import('./languages/pl').then((module) => module.pl)),
};

/**
 * The chunk of a locale's language, or null for English and languages without built-in strings
 * (their strings are ready at once). A form suspends on it while it first loads
 * (ARCHITECTURE.md "Server rendering").
 *
 * @example
 * const chunk = messagesChunk('de-AT'); // German's
 */
export function messagesChunk(locale: string): LazyChunk<FormMessages> | null {
  const language = textLanguage(locale);
  return language === 'en' ? null : CHUNKS[language];
}

/**
 * True while a locale's language has built-in strings that are not loaded yet (no side effect:
 * safe to ask while rendering). False once a load failed (English stands in) until it is asked
 * for again.
 *
 * @example
 * if (needsMessages('sv')) await loadMessages('sv');
 */
export function needsMessages(locale: string): boolean {
  const chunk = messagesChunk(locale);
  return chunk !== null && chunk.current() === null && !chunk.failed();
}

/**
 * Loads the built-in strings of a locale's language (`textLanguage`: `nb-NO` and `no` load
 * Norwegian Bokmål) when they are not loaded yet; null when there is nothing to load (English, a
 * language without built-in strings, or already loaded). Every caller shares one load.
 *
 * @example
 * await loadMessages('pt-PT');
 * resolveMessages('pt-PT').submit; // 'Guardar'
 */
export function loadMessages(locale: string): Promise<FormMessages> | null {
  const chunk = messagesChunk(locale);
  if (!chunk || chunk.current()) return null;
  return chunk.load().then(() => chunk.current() as FormMessages);
}

/**
 * The messages for a locale (by its language, `textLanguage`; English when there is no
 * translation, or while it is loading: see {@link loadMessages}), with overrides on top.
 *
 * @example
 * const messages = resolveMessages('pt-PT', { submit: 'Enviar' });
 */
export function resolveMessages(locale: string, overrides?: Partial<FormMessages>): FormMessages {
  const base = messagesChunk(locale)?.current() ?? en;
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
