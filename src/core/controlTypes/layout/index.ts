// Control type definitions for attachments and layout: CONTENT_HOLDER, FIELD_GROUP, INFORMATION, and unknown types.
export { contentHolderType } from './contentHolder';
export { fieldGroupType } from './fieldGroup';
export { informationType } from './information';
export { keptCodec, unknownType } from './unknown';
