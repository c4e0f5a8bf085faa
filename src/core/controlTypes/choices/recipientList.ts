import { codecParts } from '../../values/codecParts';
import { isEmailAddress } from '../../values/codecs';
import type { JsonValue } from '../../wire/model/types';
import { defineControlType } from '../defineControlType';
import { fieldAttributeRows } from '../fieldAttributeRows';
import { shownParts } from '../shownParts';

const emailsOf = (wire: JsonValue): string[] =>
  shownParts
    .entries(wire)
    .flatMap((entry) => (typeof entry.email === 'string' ? [entry.email] : []));

/**
 * RECIPIENT_LIST: `[{ email }]` on the wire (spec 2.7), a list of addresses while editing.
 *
 * @example
 * recipientListType.codec.toEdit([{ email: 'anna@example.se' }], context); // ['anna@example.se']
 */
export const recipientListType = defineControlType<string[], { email: string }[]>({
  controlType: 'RECIPIENT_LIST',
  codec: {
    kind: 'recipients',
    toEdit: emailsOf,
    fromEdit: (edit) => {
      const emails = Array.isArray(edit)
        ? edit.map((entry) => String(entry).trim()).filter(Boolean)
        : [];
      const wrong = emails.find((email) => !isEmailAddress(email));
      if (wrong !== undefined) return codecParts.problem('email', { email: wrong });
      return codecParts.okValue(emails.map((email) => ({ email })));
    },
    format: (wire) => emailsOf(wire).join(', '),
    isEmpty: (edit) => !Array.isArray(edit) || edit.length === 0,
  },
  show: (item) => shownParts.listed(emailsOf(item.value)),
  attributes: fieldAttributeRows.valued('{ email: string }[]'),
  wireType: '{ email: string }[]',
});
