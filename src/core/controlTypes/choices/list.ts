import { codecParts } from '../../values/codecParts';
import { preloadedLabel } from '../../wire/fieldAttributes';
import type { FieldItem, JsonValue } from '../../wire/model/types';
import type { ShowContext } from '../../wire/controlTypeDefinition';
import { defineControlType } from '../defineControlType';
import { fieldAttributeRows } from '../fieldAttributeRows';
import { shownParts } from '../shownParts';

/** A value's name: the form's list names first, then the preloaded one (`data`), else its id. */
function nameOf(item: FieldItem, id: JsonValue, context: ShowContext): string {
  if (typeof id !== 'string') return String(id);
  return context.listName?.(item, id) ?? preloadedLabel(item, id) ?? id;
}

/**
 * LIST: an id, or ids with `multiSelect`; labels come from the list or `listValue`. A review
 * asks the list for a name it does not know (`lookup`).
 *
 * @example
 * listType.show(item, context).text; // 'Private car'
 */
export const listType = defineControlType<string | string[] | null, string | string[] | null>({
  controlType: 'LIST',
  codec: {
    kind: 'list',
    toEdit: (wire, { item }) =>
      item.multiSelect
        ? Array.isArray(wire)
          ? wire.filter((id): id is string => typeof id === 'string')
          : []
        : typeof wire === 'string'
          ? wire
          : null,
    fromEdit: (edit, { item }) =>
      codecParts.okValue(
        item.multiSelect
          ? Array.isArray(edit)
            ? edit
            : []
          : typeof edit === 'string' && edit !== ''
            ? edit
            : null,
      ),
    format: (wire, { item }) =>
      preloadedLabel(item, wire) ?? (typeof wire === 'string' ? wire : ''),
    isEmpty: (edit) =>
      edit === null ||
      edit === undefined ||
      edit === '' ||
      (Array.isArray(edit) && edit.length === 0),
  },
  show: (item, context) => {
    const { value } = item;
    // A multi-select value holding something other than an id (a `null`) shows its ids only, as
    // its control does (`toEdit`); the value itself goes back unchanged.
    const ids = Array.isArray(value)
      ? value.filter((id) => typeof id === 'string')
      : value === null
        ? []
        : [value];
    const names = ids.map((id) => nameOf(item, id, context));
    if (item.multiSelect) return shownParts.listed(names);
    const text = names[0] ?? '';
    return item.url && typeof value === 'string' && text === value
      ? { text, lookup: { url: item.url, id: value } }
      : { text };
  },
  attributes: [...fieldAttributeRows.valued(null), fieldAttributeRows.multiSelect],
  // An id; ids with `multiSelect`.
  wireType: (item) => (item.multiSelect ? 'string[]' : 'string | null'),
});
