import { instantCodec } from '../../values/codecs';
import { readInstant, writeInstant } from '../../values/locale/dates';
import { defineControlType } from '../defineControlType';
import { fieldAttributeRows } from '../fieldAttributeRows';

/**
 * DATE_TIME: an instant in ISO 8601 UTC, shown and edited in the user's zone.
 *
 * @example
 * dateTimeType.codec.toEdit('2026-03-29T00:30:00Z', { item, locale: 'sv' }); // '2026-03-29T01:30' in Stockholm
 */
export const dateTimeType = defineControlType({
  controlType: 'DATE_TIME',
  codec: instantCodec('dateTime', readInstant, writeInstant),
  attributes: [...fieldAttributeRows.valued('string'), fieldAttributeRows.allowFutureDates],
  // An instant in ISO 8601 UTC.
  wireType: 'string | null',
});
