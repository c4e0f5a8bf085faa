import { codecParts } from '../../values/codecParts';
import type { ValueCodec } from '../../wire/controlTypeDefinition';
import { defineControlType } from '../defineControlType';
import { fieldAttributeRows } from '../fieldAttributeRows';

/**
 * The codec of a string: an emptied field goes back as null (TEXT, MULTI_LINE_TEXT, and URL's
 * reading).
 *
 * @example
 * textCodec.fromEdit('', context); // { ok: true, value: null }
 */
export const textCodec: ValueCodec<string, string | null> = {
  kind: 'text',
  toEdit: (wire) => (typeof wire === 'string' ? wire : wire === null ? '' : String(wire)),
  fromEdit: (edit) =>
    codecParts.okValue(codecParts.asText(edit) === '' ? null : codecParts.asText(edit)),
  format: (wire) => (typeof wire === 'string' ? wire : ''),
  isEmpty: codecParts.blank,
};

/**
 * TEXT: one line of text (spec 2.7).
 *
 * @example
 * textType.codec.toEdit(null, context); // ''
 */
export const textType = defineControlType({
  controlType: 'TEXT',
  codec: textCodec,
  attributes: fieldAttributeRows.valued('string'),
  wireType: 'string | null',
});
