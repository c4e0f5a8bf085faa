import {
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { isEmailAddress } from '../../core/values/codecs';
import { formatMessage } from '../../i18n/messages';
import type { ControlProps } from '../../registry/types';

const SEPARATORS = /[\s,;]+/;

/** One address of the list, checked. */
export interface RecipientChip {
  email: string;
  /** Reads as an e-mail address; an invalid one is kept, marked and refused on save. */
  valid: boolean;
}

/** The props of the input where addresses are typed or pasted. */
export interface RecipientInputProps {
  ref: Ref<HTMLInputElement>;
  id: string;
  type: 'email';
  multiple: true;
  autoComplete: 'email';
  value: string;
  disabled: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

/** What {@link useRecipientListControl} gives a look: the chips, the input and their props. */
export interface UseRecipientListControlResult {
  emails: readonly RecipientChip[];
  /** The chips' list: described by the field's label, not named by it (the input has the name). */
  chipListProps: { 'aria-describedby': string };
  getChipProps(chip: RecipientChip): {
    'data-ef-part': 'chip';
    'data-ef-value': string;
    'data-invalid': true | undefined;
  };
  /** The words beside an invalid address ("not a valid address"). */
  invalidText: string;
  /** Null while addresses cannot be removed (disabled, read-only). */
  getChipRemoveProps(chip: RecipientChip): {
    type: 'button';
    'aria-label': string;
    onClick: () => void;
    'data-ef-part': 'remove-chip';
  } | null;
  /** Null on a read-only field: nothing can be typed. */
  inputProps: RecipientInputProps | null;
  /** How addresses are added, which the input lists in `aria-describedby`. */
  hint: { text: string; props: { id: string } };
  /** The composite root. */
  rootProps: { 'data-ef-kind': 'recipients' };
}

/**
 * The behaviour of a RECIPIENT_LIST, for any look: e-mail addresses (`[{ email }]` on the wire).
 * Enter, a comma, a semicolon or leaving the input adds what was typed; a pasted list is split
 * into addresses; Backspace in an empty input removes the last; each address is checked and can
 * be removed. Nothing typed is dropped: unfinished text is added on blur. Chips carry
 * `data-ef-part="chip"` with the address in `data-ef-value`, the root `data-ef-kind`.
 *
 * @example
 * function MyRecipients(props: ControlProps) {
 *   const recipients = useRecipientListControl(props);
 *   return (
 *     <div {...recipients.rootProps}>
 *       <MyChips {...recipients.chipListProps}>
 *         {recipients.emails.map((chip) => (
 *           <MyChip key={chip.email} {...recipients.getChipProps(chip)}>{chip.email}</MyChip>
 *         ))}
 *       </MyChips>
 *       {recipients.inputProps ? <MyInput {...recipients.inputProps} /> : null}
 *       <small {...recipients.hint.props}>{recipients.hint.text}</small>
 *     </div>
 *   );
 * }
 */
export function useRecipientListControl(props: ControlProps): UseRecipientListControlResult {
  const { inputRef, messages, id } = props;
  const emails = (Array.isArray(props.value) ? props.value : []) as string[];
  const [draft, setDraft] = useState('');
  const add = (text: string) => {
    const found = text
      .split(SEPARATORS)
      .map((part) => part.trim())
      .filter(Boolean);
    if (found.length > 0)
      props.onChange([...emails, ...found.filter((email) => !emails.includes(email))]);
    setDraft('');
  };
  const remove = (email: string) => props.onChange(emails.filter((entry) => entry !== email));
  const hintId = `${id}-hint`;
  const removable = !props.disabled && !props.readOnly;
  return {
    emails: emails.map((email) => ({ email, valid: isEmailAddress(email) })),
    // Described by the field's label, not named by it: the input is the one element with the
    // field's name (ARCHITECTURE.md "LIST").
    chipListProps: { 'aria-describedby': `${id}-label` },
    getChipProps: (chip) => ({
      'data-ef-part': 'chip',
      'data-ef-value': chip.email,
      'data-invalid': !chip.valid || undefined,
    }),
    invalidText: messages.invalidAddress,
    getChipRemoveProps: (chip) =>
      removable
        ? {
            type: 'button',
            'aria-label': formatMessage(messages.removeRecipient, { email: chip.email }),
            onClick: () => remove(chip.email),
            'data-ef-part': 'remove-chip',
          }
        : null,
    inputProps: props.readOnly
      ? null
      : {
          ref: inputRef as Ref<HTMLInputElement>,
          id,
          type: 'email',
          multiple: true,
          autoComplete: 'email',
          value: draft,
          disabled: props.disabled,
          'aria-invalid': props.invalid || undefined,
          'aria-describedby': [props.describedBy, hintId].filter(Boolean).join(' '),
          onChange: (event) => {
            const text = event.target.value;
            if (SEPARATORS.test(text) && /[\s,;]$/.test(text)) add(text);
            else setDraft(text);
          },
          onKeyDown: (event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add(draft);
            } else if (event.key === 'Backspace' && draft === '' && emails.length > 0) {
              props.onChange(emails.slice(0, -1));
            }
          },
          onPaste: (event) => {
            const text = event.clipboardData.getData('text');
            if (SEPARATORS.test(text.trim())) {
              event.preventDefault();
              add(`${draft} ${text}`);
            }
          },
          onBlur: () => {
            add(draft);
            props.onBlur();
          },
        },
    hint: { text: messages.recipientHint, props: { id: hintId } },
    rootProps: { 'data-ef-kind': 'recipients' },
  };
}
