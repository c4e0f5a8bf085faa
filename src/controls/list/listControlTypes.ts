import type { ChangeEvent, KeyboardEvent, MouseEvent } from 'react';
import type { ListValue } from '../../core/wire/model/types';
import type { OptionGroup } from './listGroups';

// What `useListControl` gives a look (ARCHITECTURE.md "LIST"): its result and the props of each
// element, so a look's elements are typed by what the hook puts on them.

/** A heading's options, with where they start among all options (for `getOptionProps`). */
export interface ListOptionGroup extends OptionGroup {
  /** The index, among every option shown, of this group's first option. */
  offset: number;
}

/** A value the field holds, with the name it shows. */
export interface ListSelectedValue {
  id: string;
  label: string;
}

/** What the list says under its options while open. */
export interface ListStatus {
  /**
   * `failed`: the form has no source for the list; `error`: the service refused (with `detail`
   * and a retry); `loading`; `empty`: nothing matches; `count`: how many options (for screen
   * readers: the default look hides it visually).
   */
  kind: 'failed' | 'error' | 'loading' | 'empty' | 'count';
  text: string;
  /** The service's own words (`error`), shown as text after `text`. */
  detail?: string;
  /** The retry button's words (`error`). */
  retryText?: string;
  /** The retry button's props (`error`). */
  retryProps?: { type: 'button'; onClick: () => void };
}

/** A handler that keeps focus in the input when the element is pressed. */
export type KeepFocus = (event: MouseEvent) => void;

/** The combobox input's props (WAI-ARIA 1.2 combobox). */
export interface ListInputProps {
  ref: (node: HTMLInputElement | null) => void;
  id: string;
  type: 'text';
  role: 'combobox';
  autoComplete: 'off';
  'aria-autocomplete': 'list';
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-activedescendant': string | undefined;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  /** Marks a multi-select list for the testing kit (only when it is one). */
  'data-ef-multiple': '' | undefined;
  disabled: true | undefined;
  readOnly: true | undefined;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onClick: () => void;
  onKeyDown: ((event: KeyboardEvent) => void) | undefined;
  onBlur: () => void;
}

/**
 * What `useListControl` gives a look to draw a LIST with.
 *
 * @example
 * const list: UseListControlResult = useListControl(props);
 * <input className="my-input" {...list.inputProps} />;
 */
export interface UseListControlResult {
  open: boolean;
  multiple: boolean;
  /** Neither disabled nor read-only. */
  editable: boolean;
  /** What the input shows: the typed text while open (always, multi-select), else the value's name. */
  text: string;
  /** The index of the active option among `options`, -1 for none. */
  activeIndex: number;
  /** The options under their headings: suggestions, values without a section, then each section. */
  groups: ListOptionGroup[];
  /** Every option shown, in order: `getOptionProps(option, index)` takes an index into this. */
  options: ListValue[];
  selected: ListSelectedValue[];
  /** Null while closed. */
  status: ListStatus | null;
  inputProps: ListInputProps;
  /** The button that opens and closes the list; null when the field cannot be edited. */
  toggleButtonProps: {
    type: 'button';
    tabIndex: -1;
    'aria-label': string;
    'aria-expanded': boolean;
    'aria-controls': string;
    onMouseDown: KeepFocus;
    onClick: () => void;
  } | null;
  /** In the DOM while closed (the combobox's `aria-controls` stays valid), hidden and nameless. */
  listboxProps: {
    id: string;
    role: 'listbox';
    'aria-label': string | undefined;
    'aria-multiselectable': true | undefined;
    tabIndex: -1;
    hidden: boolean;
    onMouseDown: KeepFocus;
  };
  getGroupProps(group: ListOptionGroup): { role: 'group'; 'aria-labelledby': string | undefined };
  /** A group's heading (only for a group with a `label`). */
  getSectionProps(group: ListOptionGroup): { role: 'presentation'; id: string };
  getOptionProps(
    option: ListValue,
    index: number,
  ): {
    id: string;
    role: 'option';
    tabIndex: -1;
    'aria-selected': boolean;
    'data-active': true | undefined;
    onClick: () => void;
    onMouseMove: () => void;
  };
  /** The option's icon when its URL is safe to load (http or https), else null. */
  optionIcon(option: ListValue): string | null;
  /** The chips of a multi-select list: described by the field's label, not named by it. */
  chipListProps: { 'aria-describedby': string };
  getChipProps(id: string): { 'data-ef-part': 'chip'; 'data-ef-value': string };
  /** The remove button of a chip; null when the field cannot be edited. */
  getChipRemoveProps(id: string): {
    type: 'button';
    'aria-label': string;
    'data-ef-part': 'remove-chip';
    onClick: () => void;
  } | null;
  /** The status element (a live region); pressing it (its retry) keeps the list open. */
  statusProps: { role: 'status'; onMouseDown: KeepFocus };
  /** The input element, once attached (a popup anchors to it). */
  inputElement(): HTMLInputElement | null;
}
