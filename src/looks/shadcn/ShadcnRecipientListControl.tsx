import { useRecipientListControl } from '../../controls/recipientList/useRecipientListControl';
import type { ControlProps } from '../../registry/types';
import { descriptionClass, inputClass } from './classes';
import { Chip } from './Chip';

/**
 * RECIPIENT_LIST in the shadcn look: each address a shadcn `Badge` (the destructive one, with the
 * form's note, when it is not an address), a shadcn `Input` to add more and the hint as a
 * description, over `useRecipientListControl` (separators, Enter, paste and blur add; checked).
 *
 * @example
 * <ShadcnRecipientListControl {...controlProps} />
 */
export function ShadcnRecipientListControl(props: ControlProps) {
  const recipients = useRecipientListControl(props);
  const { emails, inputProps } = recipients;
  return (
    <div className="grid gap-2" {...recipients.rootProps}>
      {emails.length > 0 ? (
        <ul className="flex flex-wrap gap-1" {...recipients.chipListProps}>
          {emails.map((chip) => (
            <Chip
              key={chip.email}
              chipProps={recipients.getChipProps(chip)}
              removeProps={recipients.getChipRemoveProps(chip)}
              invalid={!chip.valid}
            >
              <span>{chip.email}</span>
              {chip.valid ? null : <span> ({recipients.invalidText})</span>}
            </Chip>
          ))}
        </ul>
      ) : null}
      {inputProps ? <input data-slot="input" className={inputClass} {...inputProps} /> : null}
      <p className={descriptionClass} {...recipients.hint.props}>
        {recipients.hint.text}
      </p>
    </div>
  );
}
