// Control type definitions for text-like fields: TEXT, MULTI_LINE_TEXT, URL.
export { textType } from './text';
export { multiLineTextType } from './multiLineText';
export { urlType } from './url';
