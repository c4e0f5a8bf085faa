import { isJsonObject } from '../wire/json';
import type { ShowContext, ShownValue, ValueCodec } from '../wire/controlTypeDefinition';
import type { FieldItem, JsonObject, JsonValue } from '../wire/model/types';

// What the `show` of several control types shares (ARCHITECTURE.md "Review and changes").

/**
 * The parts a definition's `show` is made of: a line of text, a list of entries, the JSON
 * objects of a list value (guests, recipients, contents; anything else is left out).
 *
 * @example
 * const shown = shownParts.listed(shownParts.entries(item.value).map((entry) => String(entry.email)));
 */
export const shownParts = {
  text: (shown: string): ShownValue => ({ text: shown }),
  listed: (items: readonly string[]): ShownValue => ({ text: items.join(', '), items }),
  entries: (value: JsonValue): JsonObject[] =>
    Array.isArray(value) ? value.filter(isJsonObject) : [],
  /** The default `show`: the codec's text; a value it shows as nothing, as JSON or yes / no. */
  byCodec:
    (codec: ValueCodec<unknown, JsonValue>) =>
    (item: FieldItem, context: ShowContext): ShownValue => {
      const { value } = item;
      const formatted = codec.format(value, { item, locale: context.locale });
      if (formatted !== '' || value === null) return { text: formatted };
      // A value the codec does not show (an unknown type's object, a boolean): its JSON, as text.
      return {
        text:
          typeof value === 'boolean' ? context.words[value ? 'yes' : 'no'] : JSON.stringify(value),
      };
    },
} as const;
