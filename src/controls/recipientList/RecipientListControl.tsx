import type { ControlProps } from '../../registry/types';
import { useRecipientListControl } from './useRecipientListControl';

/**
 * RECIPIENT_LIST in the default look: the markup over {@link useRecipientListControl}, which holds
 * the behaviour (addresses added by separators, Enter, paste and blur; checked; removed).
 *
 * @example
 * <RecipientListControl {...controlProps} />
 */
export function RecipientListControl(props: ControlProps) {
  const recipients = useRecipientListControl(props);
  const { emails, inputProps } = recipients;
  return (
    <div className="ef-recipients" {...recipients.rootProps}>
      {emails.length > 0 ? (
        <ul className="ef-chips" {...recipients.chipListProps}>
          {emails.map((chip) => {
            const remove = recipients.getChipRemoveProps(chip);
            return (
              <li key={chip.email} className="ef-chip" {...recipients.getChipProps(chip)}>
                <span>{chip.email}</span>
                {chip.valid ? null : (
                  <span className="ef-chip-note"> ({recipients.invalidText})</span>
                )}
                {remove ? (
                  <button className="ef-icon-button" {...remove}>
                    <span aria-hidden="true">×</span>
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {inputProps ? <input className="ef-input" {...inputProps} /> : null}
      <div className="ef-help" {...recipients.hint.props}>
        {recipients.hint.text}
      </div>
    </div>
  );
}
