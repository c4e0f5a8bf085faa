import { useDateControl } from '../../controls/date/useDateControl';
import type { ControlProps } from '../../registry/types';
import {
  buttonBase,
  buttonSize,
  buttonVariant,
  descriptionClass,
  errorMessageClass,
} from './classes';
import { cn } from './cn';
import { ShadcnCalendar } from './ShadcnCalendar';

/**
 * DATE, DATE_TIME and LOCAL_DATE_TIME in the shadcn look: the hook's segments inside a box
 * styled as shadcn's `Input` (its focus ring on `focus-within`, red while invalid), an outline
 * icon button that opens shadcn's Calendar look under the field, the refusal in the destructive
 * colour and the value spelled out as a description. The calendar is drawn in place, as the
 * default look does: the model treats focus in it as inside the field.
 *
 * @example
 * <ShadcnDateControl {...controlProps} />
 */
export function ShadcnDateControl(props: ControlProps) {
  const date = useDateControl(props);
  return (
    <div className="grid gap-1">
      <div className="relative flex items-center gap-2" {...date.rootProps}>
        <div
          data-slot="input"
          aria-invalid={props.invalid || undefined}
          className="border-input dark:bg-input/30 focus-within:border-ring focus-within:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 aria-disabled:opacity-50 flex h-9 w-full min-w-0 items-center rounded-md border bg-transparent px-3 py-1 text-base tabular-nums shadow-xs transition-[color,box-shadow] outline-none focus-within:ring-[3px] md:text-sm"
          {...date.groupProps}
        >
          {date.parts.map((part, index) =>
            part.type === 'literal' ? (
              <span key={index} className="text-muted-foreground" aria-hidden="true">
                {part.text}
              </span>
            ) : (
              <span
                key={part.type}
                className="focus:bg-accent focus:text-accent-foreground data-[empty]:text-muted-foreground rounded-sm px-0.5 outline-none"
                {...date.getSegmentProps(part.type)}
              />
            ),
          )}
        </div>
        {date.calendarButtonProps ? (
          <button
            data-slot="button"
            className={cn(buttonBase, buttonVariant.outline, buttonSize.icon)}
            {...date.calendarButtonProps}
          >
            <span aria-hidden="true">▦</span>
          </button>
        ) : null}
        {date.calendar ? <ShadcnCalendar calendar={date.calendar} /> : null}
      </div>
      {date.refused ? (
        <p className={errorMessageClass} {...date.refused.props}>
          {date.refused.text}
        </p>
      ) : null}
      {date.echo ? (
        <span className={descriptionClass} {...date.echo.props}>
          {date.echo.text}
        </span>
      ) : null}
    </div>
  );
}
