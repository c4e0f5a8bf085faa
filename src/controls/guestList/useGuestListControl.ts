import { useRef, type ChangeEvent, type Ref } from 'react';
import type { Guest } from '../../core/wire/model/types';
import { formatMessage } from '../../i18n/messages';
import type { ControlProps } from '../../registry/types';
import { assignRef } from '../assignRef';

/** The props of one guest's name or company input. */
export interface GuestInputProps {
  ref?: Ref<HTMLInputElement>;
  id?: string | undefined;
  'aria-label': string;
  value: string;
  disabled: boolean;
  readOnly: boolean;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  'data-ef-part': 'row-name' | 'row-company';
}

/** The props of a button of the list ("Add guest", "Remove guest 2"). */
export interface GuestButtonProps {
  ref?: Ref<HTMLButtonElement>;
  type: 'button';
  onClick: () => void;
  'aria-describedby'?: string | undefined;
  'data-ef-part': 'add-row' | 'remove-row';
}

/** What {@link useGuestListControl} gives a look: the rows, their words and their elements' props. */
export interface UseGuestListControlResult {
  /** The rows as the form holds them (`{ name, company }`). */
  guests: readonly Guest[];
  /** Rows can be added, edited and removed (not disabled, not read-only). */
  editable: boolean;
  /** The count ("2 guests") and its element's props: announced when it changes. */
  count: {
    text: string;
    props: { id: string; 'aria-live': 'polite'; 'data-ef-part': 'count' };
  };
  /** The composite root. */
  rootProps: { 'data-ef-kind': 'guests' };
  /** The list of rows: named by the field's label (drawn only when there is a row). */
  rowsProps: { 'aria-labelledby': string };
  getRowProps(index: number): { 'data-ef-part': 'row' };
  /** The visible words over each name and company input ("Name", "Company"). */
  nameLabel: string;
  companyLabel: string;
  getNameInputProps(index: number): GuestInputProps;
  getCompanyInputProps(index: number): GuestInputProps;
  /** Null while rows cannot be removed. */
  getRemoveProps(index: number): GuestButtonProps | null;
  removeText(index: number): string;
  /** Null while rows cannot be added. */
  addProps: GuestButtonProps | null;
  addText: string;
}

/**
 * The behaviour of a GUEST_LIST, for any look: rows of `{ name, company }` added, edited and
 * removed by keyboard and mouse, the count shown and announced. A new row's name takes focus; a
 * removed row gives focus to the row before it, or to "Add guest". The first name input (or "Add
 * guest" while there is no row) is the field's focus target. Rows, their inputs and buttons carry
 * `data-ef-part` markers, the root `data-ef-kind`, which the testing kit reads.
 *
 * @example
 * function MyGuests(props: ControlProps) {
 *   const guests = useGuestListControl(props);
 *   return (
 *     <div {...guests.rootProps}>
 *       <ol {...guests.rowsProps}>
 *         {guests.guests.map((_, i) => (
 *           <li key={i} {...guests.getRowProps(i)}>
 *             <MyInput {...guests.getNameInputProps(i)} />
 *             <MyInput {...guests.getCompanyInputProps(i)} />
 *           </li>
 *         ))}
 *       </ol>
 *       {guests.addProps ? <MyButton {...guests.addProps}>{guests.addText}</MyButton> : null}
 *       <small {...guests.count.props}>{guests.count.text}</small>
 *     </div>
 *   );
 * }
 */
export function useGuestListControl(props: ControlProps): UseGuestListControlResult {
  const { inputRef, messages, locale, id } = props;
  const guests = (Array.isArray(props.value) ? props.value : []) as Guest[];
  const names = useRef(new Map<number, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement | null>(null);
  const focusLater = (index: number | null) =>
    requestAnimationFrame(() =>
      (index === null ? addButton.current : names.current.get(index))?.focus(),
    );
  const update = (next: Guest[]) => props.onChange(next);
  const edit = (index: number, key: keyof Guest, text: string) =>
    update(guests.map((entry, at) => (at === index ? { ...entry, [key]: text } : entry)));
  const editable = !props.disabled && !props.readOnly;
  const rowWords = (index: number) => formatMessage(messages.guestRow, { row: index + 1 }, locale);
  return {
    guests,
    editable,
    count: {
      text: formatMessage(messages.guestCount, { count: guests.length }, locale),
      props: { id: `${id}-count`, 'aria-live': 'polite', 'data-ef-part': 'count' },
    },
    rootProps: { 'data-ef-kind': 'guests' },
    // Named by the field's legend: a `<legend>` names its fieldset for assistive technology but
    // not for a test's `getByLabel`, which finds the rows by the field's name this way.
    rowsProps: { 'aria-labelledby': `${id}-label` },
    getRowProps: () => ({ 'data-ef-part': 'row' }),
    nameLabel: messages.guestNameLabel,
    companyLabel: messages.guestCompanyLabel,
    getNameInputProps: (index) => ({
      ref: (node: HTMLInputElement | null) => {
        if (node) names.current.set(index, node);
        else names.current.delete(index);
        if (index === 0) assignRef(inputRef, node);
      },
      id: index === 0 ? id : undefined,
      'aria-label': `${messages.guestNameLabel}, ${rowWords(index)}`,
      value: guests[index]?.name ?? '',
      disabled: props.disabled,
      readOnly: props.readOnly,
      // Only an unnamed row is wrong when the field has an error ("Guest 1 needs a name").
      'aria-invalid': (props.invalid && (guests[index]?.name ?? '').trim() === '') || undefined,
      'aria-describedby': props.describedBy,
      onChange: (event) => edit(index, 'name', event.target.value),
      onBlur: props.onBlur,
      'data-ef-part': 'row-name',
    }),
    getCompanyInputProps: (index) => ({
      'aria-label': `${messages.guestCompanyLabel}, ${rowWords(index)}`,
      value: guests[index]?.company ?? '',
      disabled: props.disabled,
      readOnly: props.readOnly,
      onChange: (event) => edit(index, 'company', event.target.value),
      onBlur: props.onBlur,
      'data-ef-part': 'row-company',
    }),
    getRemoveProps: (index) =>
      editable
        ? {
            type: 'button',
            onClick: () => {
              update(guests.filter((_, at) => at !== index));
              focusLater(index > 0 ? index - 1 : guests.length > 1 ? 0 : null);
            },
            'data-ef-part': 'remove-row',
          }
        : null,
    removeText: (index) => formatMessage(messages.removeGuest, { row: index + 1 }, locale),
    addProps: editable
      ? {
          ref: (node: HTMLButtonElement | null) => {
            addButton.current = node;
            if (guests.length === 0) assignRef(inputRef, node);
          },
          type: 'button',
          'aria-describedby': guests.length === 0 ? props.describedBy : undefined,
          onClick: () => {
            update([...guests, { name: '', company: '' }]);
            focusLater(guests.length);
          },
          'data-ef-part': 'add-row',
        }
      : null,
    addText: messages.addGuest,
  };
}
