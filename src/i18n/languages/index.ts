// The built-in string tables, one per language (English at once, the other ten as lazy chunks).
export { da } from './da';
export { de } from './de';
export { en } from './en';
export { es } from './es';
export { fi } from './fi';
export { fr } from './fr';
export { nb } from './nb';
export { nl } from './nl';
export { pl } from './pl';
export { pt } from './pt';
export { sv } from './sv';
