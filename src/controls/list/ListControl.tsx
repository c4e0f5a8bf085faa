import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { ExpenseApiError } from '../../core/wire/errors';
import { createListNames } from '../../core/values/listNames';
import { preloadedLabel } from '../../core/wire/fieldAttributes';
import type { ListValue } from '../../core/wire/model/types';
import { isSafeHttpUrl } from '../../core/values/urls';
import { formatMessage } from '../../i18n/messages';
import type { ControlProps } from '../../registry/types';
import { assignRef } from '../assignRef';
import { listGroups } from './listGroups';
import { useListValues } from './useListValues';

/**
 * Pause after typing before the server is searched, in ms, on the form's clock
 * (`ControlProps.clock`).
 *
 * @example
 * act(() => clock.advance(LIST_SEARCH_DELAY_MS)); // a test's fake clock: the search leaves now
 */
export const LIST_SEARCH_DELAY_MS = 300;

/**
 * LIST: a WAI-ARIA 1.2 combobox. Values come from the field's `url` (a CustomFieldList, spec 2.4)
 * through react-query: suggestions first, sections as groups, icons. Typing searches on the
 * server after a pause (stale searches are cancelled, and a result only shows for its own text).
 * A preloaded `listValue` shows its label without a request. `multiSelect` keeps several values.
 * Arrow keys move, Enter chooses, Escape closes.
 *
 * @example
 * <ListControl {...controlProps} />
 */
export function ListControl(props: ControlProps) {
  const { item, messages, clock, inputRef } = props;
  const multi = item.multiSelect;
  const selected = multi
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
    !multi && selected[0] !== undefined && knownName(selected[0]) === undefined
      ? selected[0]
      : null;
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
  const groups = listGroups(current, search !== '', messages.listSuggestions);
  const options = groups.flatMap((group) => group.options);
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const labelOf = (id: string) =>
    knownName(id) ??
    options.find((option) => option.id === id)?.name ??
    lookup?.data?.data.find((option) => option.id === id)?.name ??
    id;

  const close = () => {
    setOpen(false);
    setActive(-1);
    setText('');
  };
  const choose = (option: ListValue) => {
    names?.learn([option]);
    if (multi) {
      props.onChange(
        selected.includes(option.id)
          ? selected.filter((id) => id !== option.id)
          : [...selected, option.id],
      );
      setText('');
    } else {
      props.onChange(option.id);
      close();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
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
    } else if (event.key === 'Backspace' && multi && text === '' && selected.length > 0) {
      props.onChange(selected.slice(0, -1));
    }
  };

  const singleLabel = !multi && selected[0] !== undefined ? labelOf(selected[0]) : '';
  const shown = open || multi ? text : singleLabel;
  const editable = !props.disabled && !props.readOnly;
  const error = query?.error;
  const errorText =
    error instanceof ExpenseApiError
      ? error.description || error.code
      : error instanceof Error
        ? error.message
        : '';

  return (
    <div className="ef-combobox">
      {multi && selected.length > 0 ? (
        // Described by the field's label, not named by it: only the combobox carries the field's
        // name, so a test's `getByLabel(name)` finds one element (ARCHITECTURE.md "LIST").
        <ul className="ef-chips" aria-describedby={`${props.id}-label`}>
          {selected.map((id) => (
            <li key={id} className="ef-chip">
              <span>{labelOf(id)}</span>
              {editable ? (
                <button
                  type="button"
                  className="ef-icon-button"
                  aria-label={formatMessage(messages.removeValue, { name: labelOf(id) })}
                  onClick={() => props.onChange(selected.filter((entry) => entry !== id))}
                >
                  <span aria-hidden="true">×</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="ef-combobox-input">
        <input
          ref={(node) => {
            inputNode.current = node;
            assignRef(inputRef as Ref<HTMLInputElement>, node);
          }}
          id={props.id}
          className="ef-input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={
            open && active >= 0 && active < options.length ? optionId(active) : undefined
          }
          aria-required={props.required || undefined}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
          disabled={props.disabled || undefined}
          readOnly={props.readOnly || undefined}
          value={shown}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onClick={() => {
            if (editable) setOpen(true);
          }}
          onKeyDown={editable ? onKeyDown : undefined}
          onBlur={() => {
            close();
            props.onBlur();
          }}
        />
        {editable ? (
          // The affordance of the WAI-ARIA 1.2 combobox pattern: it opens and closes the list, out
          // of the tab order, and the input keeps focus and the keyboard.
          <button
            type="button"
            className="ef-combobox-button"
            tabIndex={-1}
            aria-label={messages.listOpen}
            aria-expanded={open}
            aria-controls={listboxId}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              inputNode.current?.focus();
              if (open) close();
              else setOpen(true);
            }}
          >
            <span aria-hidden="true">▾</span>
          </button>
        ) : null}
      </div>
      <div
        id={listboxId}
        role="listbox"
        // Named only while shown (axe and screen readers need it then): closed, it is hidden and
        // nameless, so the combobox is the one element with the field's name.
        aria-label={open ? (item.name ?? item.property) : undefined}
        aria-multiselectable={multi || undefined}
        className="ef-listbox"
        tabIndex={-1}
        hidden={!open}
        onMouseDown={(event) => event.preventDefault()}
      >
        {open && groups.length > 0
          ? (() => {
              let index = -1;
              return groups.map((group) => (
                <div
                  key={group.key}
                  role="group"
                  aria-labelledby={group.label ? `${baseId}-${group.key}` : undefined}
                >
                  {group.label ? (
                    <div
                      role="presentation"
                      className="ef-list-section"
                      id={`${baseId}-${group.key}`}
                    >
                      {group.label}
                    </div>
                  ) : null}
                  {group.options.map((option) => {
                    index += 1;
                    const at = index;
                    return (
                      // The combobox pattern (WAI-ARIA 1.2): the input keeps focus and handles the
                      // keyboard; options are reached with aria-activedescendant, clicked with a mouse.
                      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                      <div
                        key={`${group.key}-${option.id}`}
                        tabIndex={-1}
                        id={optionId(at)}
                        role="option"
                        aria-selected={selected.includes(option.id)}
                        className="ef-option"
                        data-active={at === active || undefined}
                        onClick={() => choose(option)}
                        onMouseMove={() => setActive(at)}
                      >
                        {option.icon && isSafeHttpUrl(option.icon) ? (
                          <img src={option.icon} alt="" width={16} height={16} />
                        ) : null}
                        <span>{option.name}</span>
                      </div>
                    );
                  })}
                </div>
              ));
            })()
          : null}
      </div>
      {open ? (
        // Clicking the status (its retry button) must not blur the input and close the list.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
          className="ef-list-status"
          role="status"
          onMouseDown={(event) => event.preventDefault()}
        >
          {!loadList ? (
            messages.listFailed
          ) : query?.isError ? (
            <>
              {messages.listFailed} {errorText}{' '}
              <button
                type="button"
                className="ef-button"
                data-variant="secondary"
                onClick={() => void query?.refetch()}
              >
                {messages.retry}
              </button>
            </>
          ) : !current ? (
            messages.listLoading
          ) : options.length === 0 ? (
            messages.listEmpty
          ) : (
            <span className="ef-visually-hidden">
              {formatMessage(messages.listCount, { count: options.length }, props.locale)}
            </span>
          )}
        </div>
      ) : null}
    </div>
  );
}
