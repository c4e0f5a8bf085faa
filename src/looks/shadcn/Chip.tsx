import type { ReactNode } from 'react';
import { badgeClass, badgeVariant, buttonBase, buttonSize, buttonVariant } from './classes';
import { cn } from './cn';

/** What {@link Chip} draws: the marker props of its item, its words and its remove button. */
export interface ChipProps {
  /** The hook's props of the chip (`data-ef-part="chip"`, `data-ef-value`). */
  chipProps: object;
  children: ReactNode;
  /** The hook's remove button props, or null when the field takes no edits. */
  removeProps: object | null;
  /** The chip is refused (an invalid address): the destructive badge. */
  invalid?: boolean;
}

/**
 * One value of a multi-select LIST or of RECIPIENT_LIST: shadcn's `Badge` in a list item, with a
 * ghost icon button that removes it. The markers and the remove button's name are the hook's.
 *
 * @example
 * <Chip chipProps={list.getChipProps(id)} removeProps={list.getChipRemoveProps(id)}>Oslo</Chip>
 */
export function Chip({ chipProps, children, removeProps, invalid }: ChipProps) {
  return (
    <li
      data-slot="badge"
      className={cn(
        badgeClass,
        invalid ? badgeVariant.destructive : badgeVariant.secondary,
        'h-7 pr-1',
      )}
      {...chipProps}
    >
      {children}
      {removeProps ? (
        <button
          data-slot="button"
          className={cn(buttonBase, buttonVariant.ghost, buttonSize.iconSm, 'size-5')}
          {...removeProps}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </li>
  );
}
