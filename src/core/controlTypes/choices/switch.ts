import { codecParts } from '../../values/codecParts';
import { defineControlType } from '../defineControlType';
import { fieldAttributeRows } from '../fieldAttributeRows';

/**
 * SWITCH: a boolean; null shows as off, and a review says the form's yes or no.
 *
 * @example
 * switchType.codec.toEdit(null, context); // false
 */
export const switchType = defineControlType<boolean, boolean>({
  controlType: 'SWITCH',
  codec: {
    kind: 'switch',
    toEdit: (wire) => wire === true,
    fromEdit: (edit) => codecParts.okValue(edit === true),
    format: (wire) => (wire === true ? '✓' : ''),
    isEmpty: () => false,
  },
  show: (item, context) => ({ text: item.value === true ? context.words.yes : context.words.no }),
  attributes: fieldAttributeRows.valued('boolean'),
  wireType: 'boolean',
});
