import * as Popover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import { useListControl } from '../../controls/list/useListControl';
import type { UseListControlResult } from '../../controls/list/listControlTypes';
import type { ControlProps } from '../../registry/types';
import {
  buttonBase,
  buttonSize,
  buttonVariant,
  descriptionClass,
  errorMessageClass,
  inputClass,
  popoverClass,
} from './classes';
import { cn } from './cn';
import { Chip } from './Chip';

const keep = (event: Event) => event.preventDefault();

/** The options under their headings: shadcn's `CommandGroup`s of `CommandItem`s. */
function groups(list: UseListControlResult): ReactNode {
  return list.groups.map((group) => (
    <div
      key={group.key}
      data-slot="command-group"
      className="text-foreground overflow-hidden p-1"
      {...list.getGroupProps(group)}
    >
      {group.label ? (
        <div
          data-slot="command-group-heading"
          className="text-muted-foreground px-2 py-1.5 text-xs font-medium"
          {...list.getSectionProps(group)}
        >
          {group.label}
        </div>
      ) : null}
      {group.options.map((option, at) => {
        const icon = list.optionIcon(option);
        return (
          <div
            key={`${group.key}-${option.id}`}
            data-slot="command-item"
            className="data-[active=true]:bg-accent data-[active=true]:text-accent-foreground aria-selected:font-medium relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden select-none"
            {...list.getOptionProps(option, group.offset + at)}
          >
            {icon ? <img src={icon} alt="" width={16} height={16} className="size-4" /> : null}
            <span>{option.name}</span>
          </div>
        );
      })}
    </div>
  ));
}

/** The status line under the options: loading, no match, the count, or the refusal and Retry. */
function status(list: UseListControlResult): ReactNode {
  const shown = list.status;
  if (!shown) return null;
  return (
    <div
      data-slot="command-empty"
      className={cn(
        shown.kind === 'error' || shown.kind === 'failed' ? errorMessageClass : descriptionClass,
        shown.kind === 'count' ? 'sr-only' : 'border-t px-3 py-2',
      )}
      {...list.statusProps}
    >
      {shown.kind === 'error' ? (
        <>
          {shown.text} {shown.detail}{' '}
          <button
            data-slot="button"
            className={cn(buttonBase, buttonVariant.outline, buttonSize.sm, 'ml-1')}
            {...shown.retryProps}
          >
            {shown.retryText}
          </button>
        </>
      ) : (
        shown.text
      )}
    </div>
  );
}

/**
 * LIST in the shadcn look, shadcn's Combobox recipe: an `Input` anchoring a Radix `Popover` with
 * `Command`-styled options (`command-list`, `command-group` with its heading, `command-item`),
 * `Badge`s for a multi-select's values, the status line and Retry. Everything it does is
 * `useListControl`'s (a WAI-ARIA 1.2 combobox): focus stays in the input and the active option is
 * its `aria-activedescendant`, so Radix's own focus moves, Escape and outside presses are turned
 * off and the popover is open exactly while the hook says. The listbox stays in the DOM while
 * closed (the input's `aria-controls` must point at it): drawn hidden beside the input then, and
 * inside the popover while open. The popover is not portaled, so the options stay in the field.
 *
 * @example
 * <ShadcnListControl {...controlProps} />
 */
export function ShadcnListControl(props: ControlProps) {
  const list = useListControl(props);
  const toggle = list.toggleButtonProps;
  const listbox = (
    <div
      data-slot="command-list"
      className="max-h-[300px] scroll-py-1 overflow-x-hidden overflow-y-auto"
      {...list.listboxProps}
    >
      {list.open ? groups(list) : null}
    </div>
  );
  return (
    <Popover.Root open={list.open}>
      <div className="grid gap-2">
        {list.multiple && list.selected.length > 0 ? (
          <ul className="flex flex-wrap gap-1" {...list.chipListProps}>
            {list.selected.map(({ id, label }) => (
              <Chip
                key={id}
                chipProps={list.getChipProps(id)}
                removeProps={list.getChipRemoveProps(id)}
              >
                <span>{label}</span>
              </Chip>
            ))}
          </ul>
        ) : null}
        <Popover.Anchor asChild>
          <div className="relative">
            <input data-slot="input" className={cn(inputClass, 'pr-9')} {...list.inputProps} />
            {toggle ? (
              <button
                data-slot="button"
                className={cn(
                  buttonBase,
                  buttonVariant.ghost,
                  buttonSize.icon,
                  'text-muted-foreground absolute top-0 right-0',
                )}
                {...toggle}
              >
                <span aria-hidden="true">⌄</span>
              </button>
            ) : null}
          </div>
        </Popover.Anchor>
        {list.open ? (
          <Popover.Content
            data-slot="popover-content"
            className={popoverClass}
            align="start"
            sideOffset={4}
            onOpenAutoFocus={keep}
            onCloseAutoFocus={keep}
            onEscapeKeyDown={keep}
            onInteractOutside={keep}
            // Radix names its content a dialog; in a combobox the popup is the listbox itself.
            role={undefined}
          >
            <div
              data-slot="command"
              className="bg-popover text-popover-foreground flex h-full w-full flex-col overflow-hidden rounded-md"
            >
              {listbox}
              {status(list)}
            </div>
          </Popover.Content>
        ) : (
          listbox
        )}
      </div>
    </Popover.Root>
  );
}
