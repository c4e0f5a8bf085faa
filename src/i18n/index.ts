// Built-in strings: the message shapes, the language a tag reads, and the language tables in languages/.
export type { FormMessages } from './formMessages';
export { LANGUAGE_NAMES } from './languageNames';
export {
  BUILT_IN_MESSAGES,
  messagesChunk,
  needsMessages,
  loadMessages,
  resolveMessages,
  problemMessage,
} from './messages';
export { BUILT_IN_LANGUAGES, textLanguage } from './textLanguage';
export type { BuiltInLanguage } from './textLanguage';
