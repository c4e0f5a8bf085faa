// The built-in string tables, one per language (English at once, the other ten as lazy chunks).
// Only English: the others are lazy chunks that `../messages.ts` loads by language.
export { en } from './en';
