import { defineControlType } from '../defineControlType';
import { fieldAttributeRows } from '../fieldAttributeRows';
import { keptCodec } from './unknown';

/**
 * INFORMATION: a notice of the service (spec 2.7); it holds no value, and a review shows it as
 * the form does.
 *
 * @example
 * informationType.holdsValue; // false
 */
export const informationType = defineControlType({
  controlType: 'INFORMATION',
  codec: keptCodec,
  holdsValue: false,
  attributes: [
    fieldAttributeRows.name,
    fieldAttributeRows.informationType,
    fieldAttributeRows.dismissible,
  ],
  wireType: 'null',
});
