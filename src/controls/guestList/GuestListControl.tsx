import { useRef } from 'react';
import type { Guest } from '../../core/wire/model/types';
import { formatMessage } from '../../i18n/messages';
import type { ControlProps } from '../../registry/types';
import { assignRef } from '../assignRef';

/**
 * GUEST_LIST: rows of `{ name, company }` that are added, edited and removed with keyboard and
 * mouse; the count is shown and announced. A new row takes focus; a removed row gives focus to
 * the row before it, or to "Add guest".
 *
 * @example
 * <GuestListControl {...controlProps} />
 */
export function GuestListControl(props: ControlProps) {
  const { inputRef } = props;
  const guests = (Array.isArray(props.value) ? props.value : []) as Guest[];
  const { messages } = props;
  const names = useRef(new Map<number, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement | null>(null);
  const focusLater = (index: number | null) =>
    requestAnimationFrame(() =>
      (index === null ? addButton.current : names.current.get(index))?.focus(),
    );
  const update = (next: Guest[]) => props.onChange(next);
  const editable = !props.disabled && !props.readOnly;
  return (
    <div className="ef-guests">
      <p className="ef-help" id={`${props.id}-count`} aria-live="polite">
        {formatMessage(messages.guestCount, { count: guests.length }, props.locale)}
      </p>
      {guests.length > 0 ? (
        // Named by the field's legend: a `<legend>` names its fieldset for assistive technology but
        // not for a test's `getByLabel`, which finds the rows by the field's name this way.
        <ol className="ef-rows" aria-labelledby={`${props.id}-label`}>
          {guests.map((guest, index) => {
            const row = formatMessage(messages.guestRow, { row: index + 1 }, props.locale);
            return (
              <li key={index} className="ef-row">
                <label className="ef-row-field">
                  <span aria-hidden="true">{messages.guestNameLabel}</span>
                  <input
                    className="ef-input"
                    ref={(node) => {
                      if (node) names.current.set(index, node);
                      else names.current.delete(index);
                      if (index === 0) assignRef(inputRef, node);
                    }}
                    id={index === 0 ? props.id : undefined}
                    aria-label={`${messages.guestNameLabel}, ${row}`}
                    value={guest.name}
                    disabled={props.disabled}
                    readOnly={props.readOnly}
                    aria-invalid={(props.invalid && guest.name.trim() === '') || undefined}
                    aria-describedby={props.describedBy}
                    onChange={(event) =>
                      update(
                        guests.map((entry, at) =>
                          at === index ? { ...entry, name: event.target.value } : entry,
                        ),
                      )
                    }
                    onBlur={props.onBlur}
                  />
                </label>
                <label className="ef-row-field">
                  <span aria-hidden="true">{messages.guestCompanyLabel}</span>
                  <input
                    className="ef-input"
                    aria-label={`${messages.guestCompanyLabel}, ${row}`}
                    value={guest.company}
                    disabled={props.disabled}
                    readOnly={props.readOnly}
                    onChange={(event) =>
                      update(
                        guests.map((entry, at) =>
                          at === index ? { ...entry, company: event.target.value } : entry,
                        ),
                      )
                    }
                    onBlur={props.onBlur}
                  />
                </label>
                {editable ? (
                  <button
                    type="button"
                    className="ef-button"
                    data-variant="secondary"
                    onClick={() => {
                      update(guests.filter((_, at) => at !== index));
                      focusLater(index > 0 ? index - 1 : guests.length > 1 ? 0 : null);
                    }}
                  >
                    {formatMessage(messages.removeGuest, { row: index + 1 }, props.locale)}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      {editable ? (
        <button
          ref={(node) => {
            addButton.current = node;
            if (guests.length === 0) assignRef(inputRef, node);
          }}
          type="button"
          className="ef-button"
          data-variant="secondary"
          aria-describedby={guests.length === 0 ? props.describedBy : undefined}
          onClick={() => {
            update([...guests, { name: '', company: '' }]);
            focusLater(guests.length);
          }}
        >
          {messages.addGuest}
        </button>
      ) : null}
    </div>
  );
}
