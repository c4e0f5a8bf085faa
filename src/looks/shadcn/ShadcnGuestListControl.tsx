import { useGuestListControl } from '../../controls/guestList/useGuestListControl';
import type { ControlProps } from '../../registry/types';
import {
  buttonBase,
  buttonSize,
  buttonVariant,
  descriptionClass,
  inputClass,
  labelClass,
} from './classes';
import { cn } from './cn';

/** One input of a guest's row: the hook names it; the visible words are hidden from assistive technology. */
function RowInput({ label, input }: { label: string; input: object }) {
  return (
    <label className="grid gap-2">
      <span data-slot="label" className={labelClass} aria-hidden="true">
        {label}
      </span>
      <input data-slot="input" className={inputClass} {...input} />
    </label>
  );
}

/**
 * GUEST_LIST in the shadcn look: the count as a description, each guest a row of two shadcn
 * `Input`s with their `Label`s and an outline remove button, and an outline add button, over
 * `useGuestListControl` (rows, names, focus, the count).
 *
 * @example
 * <ShadcnGuestListControl {...controlProps} />
 */
export function ShadcnGuestListControl(props: ControlProps) {
  const guests = useGuestListControl(props);
  const { addProps } = guests;
  const button = cn(buttonBase, buttonVariant.outline, buttonSize.sm);
  return (
    <div className="grid gap-3" {...guests.rootProps}>
      <p className={descriptionClass} {...guests.count.props}>
        {guests.count.text}
      </p>
      {guests.guests.length > 0 ? (
        <ol className="grid gap-3" {...guests.rowsProps}>
          {guests.guests.map((_, index) => {
            const remove = guests.getRemoveProps(index);
            return (
              <li
                key={index}
                className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]"
                {...guests.getRowProps(index)}
              >
                <RowInput label={guests.nameLabel} input={guests.getNameInputProps(index)} />
                <RowInput label={guests.companyLabel} input={guests.getCompanyInputProps(index)} />
                {remove ? (
                  <button data-slot="button" className={cn(button, 'h-9')} {...remove}>
                    {guests.removeText(index)}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      {addProps ? (
        <button data-slot="button" className={cn(button, 'justify-self-start')} {...addProps}>
          {guests.addText}
        </button>
      ) : null}
    </div>
  );
}
