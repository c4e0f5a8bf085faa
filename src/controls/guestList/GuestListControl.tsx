import type { ControlProps } from '../../registry/types';
import { useGuestListControl } from './useGuestListControl';

/**
 * GUEST_LIST in the default look: the markup over {@link useGuestListControl}, which holds the
 * behaviour (rows added, edited and removed, focus, the count).
 *
 * @example
 * <GuestListControl {...controlProps} />
 */
export function GuestListControl(props: ControlProps) {
  const guests = useGuestListControl(props);
  const { addProps } = guests;
  return (
    <div className="ef-guests" {...guests.rootProps}>
      <p className="ef-help" {...guests.count.props}>
        {guests.count.text}
      </p>
      {guests.guests.length > 0 ? (
        <ol className="ef-rows" {...guests.rowsProps}>
          {guests.guests.map((_, index) => {
            const remove = guests.getRemoveProps(index);
            return (
              <li key={index} className="ef-row" {...guests.getRowProps(index)}>
                <label className="ef-row-field">
                  <span aria-hidden="true">{guests.nameLabel}</span>
                  <input className="ef-input" {...guests.getNameInputProps(index)} />
                </label>
                <label className="ef-row-field">
                  <span aria-hidden="true">{guests.companyLabel}</span>
                  <input className="ef-input" {...guests.getCompanyInputProps(index)} />
                </label>
                {remove ? (
                  <button className="ef-button" data-variant="secondary" {...remove}>
                    {guests.removeText(index)}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      {addProps ? (
        <button className="ef-button" data-variant="secondary" {...addProps}>
          {guests.addText}
        </button>
      ) : null}
    </div>
  );
}
