import { codecParts } from '../../values/codecParts';
import { isSafeHttpUrl } from '../../values/urls';
import { defineControlType } from '../defineControlType';
import { fieldAttributeRows } from '../fieldAttributeRows';
import { textCodec } from './text';

/**
 * URL: a link, http and https only (a `javascript:` URL is never accepted); the user looks at it,
 * so the form does not check it, and a review shows it as a link.
 *
 * @example
 * urlType.show(item, context).link; // 'https://example.com/policy'
 */
export const urlType = defineControlType({
  controlType: 'URL',
  codec: {
    ...textCodec,
    kind: 'url',
    fromEdit: (edit) => {
      const text = codecParts.asText(edit).trim();
      if (text === '') return codecParts.okValue(null);
      return isSafeHttpUrl(text) ? codecParts.okValue(text) : codecParts.problem('url');
    },
  },
  checked: false,
  show: (item) => {
    const { value } = item;
    const text = typeof value === 'string' ? value : '';
    return isSafeHttpUrl(text) ? { text, link: text } : { text };
  },
  attributes: fieldAttributeRows.valued('string'),
  wireType: 'string | null',
});
