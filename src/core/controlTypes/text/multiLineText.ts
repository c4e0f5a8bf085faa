import { defineControlType } from '../defineControlType';
import { fieldAttributeRows } from '../fieldAttributeRows';
import { textCodec } from './text';

/**
 * MULTI_LINE_TEXT: text of several lines, read as TEXT is (spec 2.7).
 *
 * @example
 * multiLineTextType.codec.fromEdit('a\nb', context); // { ok: true, value: 'a\nb' }
 */
export const multiLineTextType = defineControlType({
  controlType: 'MULTI_LINE_TEXT',
  codec: textCodec,
  attributes: fieldAttributeRows.valued('string'),
  wireType: 'string | null',
});
