import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { ExpenseApiError } from '../../core/wire/errors';
import { createListNames } from '../../core/values/listNames';
import { preloadedLabel } from '../../core/wire/fieldAttributes';
import type { ListValue } from '../../core/wire/model/types';
import { isSafeHttpUrl } from '../../core/values/urls';
import { formatMessage } from '../../i18n/messages';
import type { ControlProps } from '../../registry/types';
import { assignRef } from '../assignRef';
import type {
  KeepFocus,
  ListOptionGroup,
  ListSelectedValue,
  ListStatus,
  UseListControlResult,
} from './listControlTypes';
import { listGroups, type OptionGroup } from './listGroups';
import { useListValues } from './useListValues';

/**
 * Pause after typing before the server is searched, in ms, on the form's clock
 * (`ControlProps.clock`).
 *
 * @example
 * act(() => clock.advance(LIST_SEARCH_DELAY_MS)); // a test's fake clock: the search leaves now
 */
export const LIST_SEARCH_DELAY_MS = 300;

const keepFocus: KeepFocus = (event) => event.preventDefault();

/**
 * The behaviour of a LIST, for any look: a WAI-ARIA 1.2 combobox. Values come from the field's
 * `url` (a CustomFieldList, spec 2.4) through react-query: suggestions first, sections as
 * groups, icons. Typing searches on the server after a pause on the form's clock (stale searches
 * are cancelled, and a result only shows for its own text). A preloaded `data` shows its label
 * without a request, and the name of the value picked is told to the form (`listNames`) for the
 * review and the change summary. `multiSelect` keeps several values, drawn as chips. Arrow keys,
 * Home and End move, Enter chooses, Escape closes, Backspace in an empty multi-select input
 * removes the last value. Call it where the field calls its control (ARCHITECTURE.md "Mount").
 *
 * @example
 * function MyList(props: ControlProps) {
 *   const list = useListControl(props);
 *   return (
 *     <div>
 *       <MyInput {...list.inputProps} />
 *       <ul {...list.listboxProps}>
 *         {list.open
 *           ? list.options.map((option, index) => (
 *               <li key={option.id} {...list.getOptionProps(option, index)}>{option.name}</li>
 *             ))
 *           : null}
 *       </ul>
 *       {list.status ? <p {...list.statusProps}>{list.status.text}</p> : null}
 *     </div>
 *   );
 * }
 */
export function useListControl(props: ControlProps): UseListControlResult {
  const { item, messages, clock, inputRef } = props;
  const multi = item.multiSelect;
  const ids = multi
    ? ((Array.isArray(props.value) ? props.value : []) as string[])
    : typeof props.value === 'string'
      ? [props.value]
      : [];
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(-1);
  // The names of what the user picked live with the form (`listNames`), where the change summary
  // reads them too (ARCHITECTURE.md "Review and changes"); drawn outside a form, the control keeps
  // its own.
  const [own] = useState(() => (props.listNames ? undefined : createListNames().of('', '')));
  const names = props.listNames ?? own;
  // The preloaded value names the value the server sent (`preloadedLabel`): kept from mount, so
  // it still names that value after a reply without it.
  const [loaded] = useState(() => {
    const preloaded = preloadedLabel(item, item.value);
    return typeof item.value === 'string' && preloaded ? { id: item.value, name: preloaded } : null;
  });
  const inputNode = useRef<HTMLInputElement | null>(null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  // One request per pause in typing (ARCHITECTURE.md "LIST"), timed on the form's clock (the
  // session's, injectable), so a test with a fake clock decides when the search leaves.
  // Nothing new to search, no timer: a form of a thousand closed lists starts none at mount.
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === search) return undefined;
    const timer = clock.setTimeout(() => setSearch(wanted), LIST_SEARCH_DELAY_MS);
    return () => clock.clearTimeout(timer);
  }, [text, search, clock]);

  // The active option stays visible while the keyboard moves through a long list.
  useEffect(() => {
    if (open && active >= 0)
      document.getElementById(`${baseId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, baseId]);

  const loadList = props.loadList;
  const knownName = (id: string) =>
    names?.name(id) ?? (loaded?.id === id ? loaded.name : undefined) ?? preloadedLabel(item, id);
  // A value set by someone else (the server, a receipt scan) whose label is not known yet is looked
  // up by id with the list's `filter` (spec 4.1), without opening the list.
  const unknownId =
    !multi && ids[0] !== undefined && knownName(ids[0]) === undefined ? ids[0] : null;
  const { query, lookup } = useListValues({
    url: item.url,
    loadList,
    locale: props.locale,
    names,
    search: open ? search : null,
    lookupId: unknownId,
  });
  // A result is shown only for the text it was asked for: no stale matches while typing.
  const current = search === text.trim() ? query?.data : undefined;
  const groups: ListOptionGroup[] = [];
  const options: ListValue[] = [];
  // Indexed loops: this runs for every LIST at mount (ARCHITECTURE.md "Mount").
  const found = listGroups(current, search !== '', messages.listSuggestions);
  for (let index = 0; index < found.length; index += 1) {
    const group = found[index] as OptionGroup;
    groups.push({ ...group, offset: options.length });
    options.push(...group.options);
  }
  const labelOf = (id: string) =>
    knownName(id) ??
    options.find((option) => option.id === id)?.name ??
    lookup?.data?.data.find((option) => option.id === id)?.name ??
    id;
  const selected: ListSelectedValue[] = [];
  for (let index = 0; index < ids.length; index += 1) {
    const id = ids[index] as string;
    selected.push({ id, label: labelOf(id) });
  }

  const close = () => {
    setOpen(false);
    setActive(-1);
    setText('');
  };
  const choose = (option: ListValue) => {
    names?.learn([option]);
    if (multi) {
      props.onChange(
        ids.includes(option.id) ? ids.filter((id) => id !== option.id) : [...ids, option.id],
      );
      setText('');
    } else {
      props.onChange(option.id);
      close();
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : options.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) =>
        options.length === 0 ? -1 : (index + step + options.length) % options.length,
      );
    } else if (event.key === 'Home' && open) {
      event.preventDefault();
      setActive(options.length > 0 ? 0 : -1);
    } else if (event.key === 'End' && open) {
      event.preventDefault();
      setActive(options.length - 1);
    } else if (event.key === 'Enter') {
      if (open) event.preventDefault();
      const option = options[active];
      if (open && option) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Backspace' && multi && text === '' && ids.length > 0) {
      props.onChange(ids.slice(0, -1));
    }
  };

  const shown = open || multi ? text : (selected[0]?.label ?? '');
  const editable = !props.disabled && !props.readOnly;

  return {
    open,
    multiple: multi,
    editable,
    text: shown,
    activeIndex: active,
    groups,
    options,
    selected,
    status: open ? listStatus() : null,
    inputProps: {
      ref: (node) => {
        inputNode.current = node;
        assignRef(inputRef as Ref<HTMLInputElement>, node);
      },
      id: props.id,
      type: 'text',
      role: 'combobox',
      autoComplete: 'off',
      'aria-autocomplete': 'list',
      'aria-expanded': open,
      'aria-controls': listboxId,
      'aria-activedescendant':
        open && active >= 0 && active < options.length ? optionId(active) : undefined,
      'aria-required': props.required || undefined,
      'aria-invalid': props.invalid || undefined,
      'aria-describedby': props.describedBy,
      'data-ef-multiple': multi ? '' : undefined,
      disabled: props.disabled || undefined,
      readOnly: props.readOnly || undefined,
      value: shown,
      onChange: (event) => {
        setText(event.target.value);
        setOpen(true);
        setActive(0);
      },
      onClick: () => {
        if (editable) setOpen(true);
      },
      onKeyDown: editable ? onKeyDown : undefined,
      onBlur: () => {
        close();
        props.onBlur();
      },
    },
    // The affordance of the WAI-ARIA 1.2 combobox pattern: it opens and closes the list, out of
    // the tab order, and the input keeps focus and the keyboard.
    toggleButtonProps: editable
      ? {
          type: 'button',
          tabIndex: -1,
          'aria-label': messages.listOpen,
          'aria-expanded': open,
          'aria-controls': listboxId,
          onMouseDown: keepFocus,
          onClick: () => {
            inputNode.current?.focus();
            if (open) close();
            else setOpen(true);
          },
        }
      : null,
    listboxProps: {
      id: listboxId,
      role: 'listbox',
      // Named only while shown (axe and screen readers need it then): closed, it is hidden and
      // nameless, so the combobox is the one element with the field's name (ARCHITECTURE.md "LIST").
      'aria-label': open ? (item.name ?? item.property) : undefined,
      'aria-multiselectable': multi || undefined,
      tabIndex: -1,
      hidden: !open,
      onMouseDown: keepFocus,
    },
    getGroupProps: (group) => ({
      role: 'group',
      'aria-labelledby': group.label ? `${baseId}-${group.key}` : undefined,
    }),
    getSectionProps: (group) => ({ role: 'presentation', id: `${baseId}-${group.key}` }),
    // The combobox pattern (WAI-ARIA 1.2): the input keeps focus and handles the keyboard; options
    // are reached with aria-activedescendant, clicked with a mouse.
    getOptionProps: (option, index) => ({
      id: optionId(index),
      role: 'option',
      tabIndex: -1,
      'aria-selected': ids.includes(option.id),
      'data-active': index === active || undefined,
      onClick: () => choose(option),
      onMouseMove: () => setActive(index),
    }),
    optionIcon: (option) => (option.icon && isSafeHttpUrl(option.icon) ? option.icon : null),
    // Described by the field's label, not named by it: only the combobox carries the field's
    // name, so a test's `getByLabel(name)` finds one element (ARCHITECTURE.md "LIST").
    chipListProps: { 'aria-describedby': `${props.id}-label` },
    getChipProps: (id) => ({ 'data-ef-part': 'chip', 'data-ef-value': labelOf(id) }),
    getChipRemoveProps: (id) =>
      editable
        ? {
            type: 'button',
            'aria-label': formatMessage(messages.removeValue, { name: labelOf(id) }),
            'data-ef-part': 'remove-chip',
            onClick: () => props.onChange(ids.filter((entry) => entry !== id)),
          }
        : null,
    statusProps: { role: 'status', onMouseDown: keepFocus },
    inputElement: () => inputNode.current,
  };

  /** What the open list says: no source, the service's refusal, loading, no match, or the count. */
  function listStatus(): ListStatus {
    if (!loadList) return { kind: 'failed', text: messages.listFailed };
    if (query?.isError) {
      const error = query.error;
      const detail =
        error instanceof ExpenseApiError
          ? error.description || error.code
          : error instanceof Error
            ? error.message
            : '';
      return {
        kind: 'error',
        text: messages.listFailed,
        detail,
        retryText: messages.retry,
        retryProps: { type: 'button', onClick: () => void query?.refetch() },
      };
    }
    if (!current) return { kind: 'loading', text: messages.listLoading };
    if (options.length === 0) return { kind: 'empty', text: messages.listEmpty };
    return {
      kind: 'count',
      text: formatMessage(messages.listCount, { count: options.length }, props.locale),
    };
  }
}
