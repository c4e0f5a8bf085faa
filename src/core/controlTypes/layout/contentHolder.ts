import { isSafeHttpUrl } from '../../values/urls';
import type { ShownFile } from '../../wire/controlTypeDefinition';
import type { FieldItem, JsonObject, JsonValue } from '../../wire/model/types';
import { defineControlType } from '../defineControlType';
import { fieldAttributeRows } from '../fieldAttributeRows';
import { shownParts } from '../shownParts';
import { keptCodec } from './unknown';

function fileOf(content: JsonObject): ShownFile[] {
  if (typeof content.id !== 'string') return [];
  const url = content.signatureUrl;
  return [
    {
      id: content.id,
      name: typeof content.name === 'string' && content.name !== '' ? content.name : content.id,
      contentType: typeof content.contentType === 'string' ? content.contentType : '',
      url: typeof url === 'string' && isSafeHttpUrl(url) ? url : undefined,
    },
  ];
}

/**
 * True for a receipt field that holds several files (a list of contents): one whose value is a
 * list, or whose property names attachments (`verification.attachments`). The control and the
 * generated type read it alike.
 *
 * @example
 * holdsFiles({ property: 'verification.attachments', value: null }); // true
 */
export function holdsFiles(item: { property: string; value: JsonValue | undefined }): boolean {
  return Array.isArray(item.value) || /attachments$/i.test(item.property);
}

/** A content on the wire (spec 2.6), as a generated type names it: its id, name and type, and the rest. */
const CONTENT =
  '{ id: string; name: string; contentType: string; signatureUrl: string | null; [attribute: string]: JsonValue }';

/**
 * CONTENT_HOLDER: the receipt, a content (spec 2.6) or a list of them, kept as the service sent
 * it; a review shows its files by name.
 *
 * @example
 * contentHolderType.show(item, context).files; // [{ id: 'c1', name: 'receipt.jpg', … }]
 */
export const contentHolderType = defineControlType({
  controlType: 'CONTENT_HOLDER',
  codec: keptCodec,
  show: (item) => {
    const { value } = item;
    const files = shownParts.entries(Array.isArray(value) ? value : [value]).flatMap(fileOf);
    return { ...shownParts.listed(files.map((file) => file.name)), files };
  },
  attributes: [...fieldAttributeRows.valued(null), fieldAttributeRows.qrCodeSupported],
  wireType: (item: FieldItem) => (holdsFiles(item) ? `${CONTENT}[]` : `${CONTENT} | null`),
});
