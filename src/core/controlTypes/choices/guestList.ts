import { codecParts } from '../../values/codecParts';
import type { Guest } from '../../wire/model/types';
import { defineControlType } from '../defineControlType';
import { fieldAttributeRows } from '../fieldAttributeRows';
import { shownParts } from '../shownParts';

const guestsOf = (wire: Parameters<typeof shownParts.entries>[0]): Guest[] =>
  shownParts.entries(wire).map((entry) => ({
    name: codecParts.asText(entry.name),
    company: codecParts.asText(entry.company),
  }));

/**
 * GUEST_LIST: rows of `{ name, company }`; every row needs a name (spec 2.10).
 *
 * @example
 * guestListType.show(item, context).items; // ['Anna (Acme)', 'Bo']
 */
export const guestListType = defineControlType<Guest[], { name: string; company: string }[]>({
  controlType: 'GUEST_LIST',
  codec: {
    kind: 'guests',
    toEdit: guestsOf,
    fromEdit: (edit) => {
      const guests = Array.isArray(edit) ? edit : [];
      const index = guests.findIndex((guest) => codecParts.asText(guest.name).trim() === '');
      if (index >= 0) return codecParts.problem('guestName', { row: index + 1 });
      return codecParts.okValue(
        guests.map((guest) => ({
          name: guest.name.trim(),
          company: codecParts.asText(guest.company).trim(),
        })),
      );
    },
    format: (wire) =>
      guestsOf(wire)
        .map((guest) => guest.name)
        .join(', '),
    isEmpty: (edit) => !Array.isArray(edit) || edit.length === 0,
  },
  show: (item) =>
    shownParts.listed(
      shownParts.entries(item.value).map((guest) => {
        const name = typeof guest.name === 'string' ? guest.name : '';
        return typeof guest.company === 'string' && guest.company !== ''
          ? `${name} (${guest.company})`
          : name;
      }),
    ),
  attributes: fieldAttributeRows.valued('{ name: string, company: string }[]'),
  wireType: '{ name: string; company: string }[]',
});
