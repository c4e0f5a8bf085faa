import type { CustomFieldList, ListValue } from '../../core/wire/model/types';

/** Options of the list under one heading (or none). */
export interface OptionGroup {
  key: string;
  label: string | null;
  options: ListValue[];
}

/**
 * The options of a CustomFieldList (spec 2.4) in the order the combobox shows them: suggestions
 * first (not while searching), then values without a known section, then each section.
 *
 * @example
 * const groups = listGroups(list, false, messages.listSuggestions);
 */
export function listGroups(
  list: CustomFieldList | undefined,
  searching: boolean,
  suggestionsLabel: string,
): OptionGroup[] {
  if (!list) return [];
  const groups: OptionGroup[] = [];
  if (!searching && list.suggestions.length > 0)
    groups.push({ key: 'suggestions', label: suggestionsLabel, options: list.suggestions });
  const sectionText = new Map(list.meta.sections.map((section) => [section.id, section.text]));
  const loose = list.data.filter(
    (value) => value.section === undefined || !sectionText.has(value.section),
  );
  if (loose.length > 0) groups.push({ key: 'values', label: null, options: loose });
  for (const section of list.meta.sections) {
    const options = list.data.filter((value) => value.section === section.id);
    if (options.length > 0)
      groups.push({ key: `section-${section.id}`, label: section.text, options });
  }
  return groups;
}
