import { defineControlType } from '../defineControlType';
import { fieldAttributeRows } from '../fieldAttributeRows';
import { keptCodec } from './unknown';

/**
 * FIELD_GROUP: nested field items (`fields`) under a name; it holds no value of its own.
 *
 * @example
 * fieldGroupType.nested; // true
 */
export const fieldGroupType = defineControlType({
  controlType: 'FIELD_GROUP',
  codec: keptCodec,
  holdsValue: false,
  nested: true,
  attributes: [
    fieldAttributeRows.name,
    fieldAttributeRows.error,
    fieldAttributeRows.errorText,
    fieldAttributeRows.errorLevel,
    fieldAttributeRows.removable,
    fieldAttributeRows.replacementText,
  ],
  wireType: 'null',
});
