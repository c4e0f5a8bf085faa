import type { ValueCodec } from '../../wire/controlTypeDefinition';
import type { JsonValue } from '../../wire/model/types';
import { codecParts } from '../../values/codecParts';
import { defineControlType } from '../defineControlType';
import { fieldAttributeRows } from '../fieldAttributeRows';

/**
 * The codec that keeps a value as it is (CONTENT_HOLDER, FIELD_GROUP, INFORMATION, types with no
 * definition): what the control edits is the wire value.
 *
 * @example
 * keptCodec.toEdit({ id: 'c1' }, context); // { id: 'c1' }
 */
export const keptCodec: ValueCodec = {
  kind: 'passThrough',
  toEdit: (wire) => wire,
  fromEdit: (edit) => codecParts.okValue((edit ?? null) as JsonValue),
  format: (wire) => (typeof wire === 'string' || typeof wire === 'number' ? String(wire) : ''),
  isEmpty: (edit) => edit === null || edit === undefined,
};

/**
 * The fallback `*`: a control type with no definition renders read-only and keeps its value
 * (ARCHITECTURE.md "Control types"); the form does not check what the user cannot change.
 *
 * @example
 * controlTypeOf('SOMETHING_NEW') === unknownType; // true
 */
export const unknownType = defineControlType({
  controlType: '*',
  codec: keptCodec,
  checked: false,
  attributes: fieldAttributeRows.valued('JSON'),
  wireType: 'JsonValue',
});
