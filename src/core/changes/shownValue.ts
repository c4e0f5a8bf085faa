import { currencyKeyFor } from '../values/amountCurrency';
import { currencyCode, formatInCurrency } from './amountText';
import { codecFor } from '../values/codecs';
import { preloadedLabel } from '../wire/fieldAttributes';
import { indexFields, type IndexedField } from '../wire/fieldIndex';
import { isJsonObject } from '../wire/json';
import type { FieldItem, FieldsEnvelope, JsonValue } from '../wire/types';
import { isSafeHttpUrl } from '../values/urls';

/** A file of a receipt field as a review shows it. */
export interface ShownFile {
  /** The content's id (spec 2.6). */
  id: string;
  /** The file name, or its id when it has none. */
  name: string;
  contentType: string;
  /**
   * Where the file opens: the content's `signatureUrl` (spec 2.6 names no other address of a
   * file) when it is an http or https URL, else undefined (never a `javascript:` or `data:` URL).
   */
  url: string | undefined;
}

/** A field's value as the form shows it, for a review or a change summary. */
export interface ShownValue {
  /**
   * One line of text: an amount in its currency in the form's locale, a date in the locale, a
   * list value by name, the form's yes / no, entries joined with `, `. Empty when there is no value.
   */
  text: string;
  /** The entries of a value that is a list: guests, recipients, a multi-select LIST, files. */
  items?: readonly string[];
  /** The files of a receipt field (CONTENT_HOLDER). */
  files?: readonly ShownFile[];
}

/** What showing a value needs besides the value: the form's locale and words. */
export interface ShowOptions {
  /** BCP 47 locale of the form: number and date formats. */
  locale: string;
  /** The form's words for a switch (`messages.yes`, `messages.no`). */
  words: { yes: string; no: string };
  /**
   * The name of a LIST value, when the caller knows it: the form gives the names its LIST
   * controls learned (`ListNames`: the item the user picked, one looked up by id). It is asked
   * first, as the control reads its own names before the preloaded one (`data.name`); without
   * either, the id is shown, as the control shows it until its name is known.
   */
  listName?: (item: FieldItem, id: string) => string | undefined;
}

const text = (shown: string): ShownValue => ({ text: shown });
const listed = (items: readonly string[]): ShownValue => ({ text: items.join(', '), items });

/**
 * A field's wire value as the form shows it (ARCHITECTURE.md "Review and changes"): amounts in
 * the currency of the field beside them, dates in the locale (DATE_TIME in the user's zone), list
 * values by name, guests and recipients as lists, receipts by file name, switches as words.
 * `envelope` is the envelope the field sits in: an amount's currency is read from it.
 *
 * @example
 * shownValue(envelope, item, { locale: 'en', words: { yes: 'Yes', no: 'No' } }).text; // 'SEK 1,200.00'
 */
export function shownValue(
  envelope: Pick<FieldsEnvelope, 'fields'>,
  item: FieldItem,
  options: ShowOptions,
): ShownValue {
  const { value } = item;
  const { locale } = options;
  switch (item.controlType) {
    case 'SWITCH':
      return text(value === true ? options.words.yes : options.words.no);
    case 'DOUBLE': {
      const currency = typeof value === 'number' ? currencyIn(envelope, item.property) : undefined;
      if (currency && typeof value === 'number')
        return text(formatInCurrency(value, currency, locale, item.maxDecimals));
      break;
    }
    case 'LIST': {
      const ids = Array.isArray(value) ? value : value === null ? [] : [value];
      const names = ids.map((id) => listNameOf(item, id, options));
      return item.multiSelect ? listed(names) : text(names[0] ?? '');
    }
    case 'GUEST_LIST':
      return listed(
        entries(value).map((guest) => {
          const name = typeof guest.name === 'string' ? guest.name : '';
          return typeof guest.company === 'string' && guest.company !== ''
            ? `${name} (${guest.company})`
            : name;
        }),
      );
    case 'RECIPIENT_LIST':
      return listed(
        entries(value).flatMap((entry) => (typeof entry.email === 'string' ? [entry.email] : [])),
      );
    case 'CONTENT_HOLDER': {
      const files = (Array.isArray(value) ? entries(value) : entries([value])).flatMap(fileOf);
      return { ...listed(files.map((file) => file.name)), files };
    }
  }
  const formatted = codecFor(item).format(value, { item, locale });
  if (formatted !== '' || value === null) return text(formatted);
  // A value the codec does not show (an unknown type's object, a boolean): its JSON, as text.
  return text(
    typeof value === 'boolean' ? options.words[value ? 'yes' : 'no'] : JSON.stringify(value),
  );
}

/** The currency an amount of this envelope is in: the code of the `currency` field beside it. */
function currencyIn(
  envelope: Pick<FieldsEnvelope, 'fields'>,
  property: string,
): string | undefined {
  const key = currencyKeyFor(property);
  return key === null ? undefined : currencyCode(itemsByKey(envelope).get(key)?.value);
}

const byKey = new WeakMap<readonly IndexedField[], ReadonlyMap<string, FieldItem>>();

/**
 * The items of an envelope by form key, made once per envelope (its index is made once too,
 * `indexFields`): a review of a thousand amounts finds each currency without a walk.
 *
 * @example
 * itemsByKey(envelope).get(fieldKey('verification.currency'))?.value; // 'SEK'
 */
export function itemsByKey(
  envelope: Pick<FieldsEnvelope, 'fields'>,
): ReadonlyMap<string, FieldItem> {
  const fields = indexFields(envelope);
  let map = byKey.get(fields);
  if (!map) {
    map = new Map(fields.map((entry) => [entry.key, entry.item]));
    byKey.set(fields, map);
  }
  return map;
}

function listNameOf(item: FieldItem, id: JsonValue, options: ShowOptions): string {
  if (typeof id !== 'string') return String(id);
  return options.listName?.(item, id) ?? preloadedLabel(item, id) ?? id;
}

/** The JSON objects of a list value (guests, recipients, contents); anything else is left out. */
function entries(value: JsonValue): { [key: string]: JsonValue }[] {
  return Array.isArray(value) ? value.filter(isJsonObject) : [];
}

function fileOf(content: { [key: string]: JsonValue }): ShownFile[] {
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
