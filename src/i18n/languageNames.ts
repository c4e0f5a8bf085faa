import type { BuiltInLanguage } from './textLanguage';

/**
 * Each built-in language by its own name, for a language picker (the demo, Storybook's toolbar).
 * Not imported by the form: a picker of the app's own names its languages itself.
 *
 * @example
 * LANGUAGE_NAMES.fi; // 'Suomi'
 */
export const LANGUAGE_NAMES: Readonly<Record<BuiltInLanguage, string>> = {
  en: 'English',
  sv: 'Svenska',
  pt: 'Português',
  nb: 'Norsk bokmål',
  da: 'Dansk',
  fi: 'Suomi',
  de: 'Deutsch',
  fr: 'Français',
  nl: 'Nederlands',
  es: 'Español',
  pl: 'Polski',
};
