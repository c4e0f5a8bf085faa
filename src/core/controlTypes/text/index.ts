// Control type definitions for text-like fields: TEXT, MULTI_LINE_TEXT, URL.
export { multiLineTextType } from './multiLineText';
export { textCodec, textType } from './text';
export { urlType } from './url';
