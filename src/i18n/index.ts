// Built-in strings: the message shapes, the language a tag reads, and the language tables in languages/.
export { resolveMessages } from './messages';
export { textLanguage } from './textLanguage';
export type { FormMessages } from './formMessages';
