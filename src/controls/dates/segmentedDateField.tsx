import { dateCalendar } from './dateCalendar';
import { datePattern, segmentsOf } from './datePattern';
import { draftEdit, SEGMENT_LIMITS } from './dateDraft';
import {
  adoptProps,
  createDateFieldMemory,
  type DateFieldMemory,
  type DateFieldProps,
} from './dateFieldMemory';
import { segmentName } from './segmentNames';
import { segmentView } from './segmentView';

/**
 * A date (or date and time) typed in the form's locale, whatever the browser's language: one spin
 * button per segment in the locale's order, digits moving on as a segment fills, typed
 * separators, arrow keys, a whole date pasted in ISO or the locale's order, and a calendar. What
 * is not a whole, real date is refused on the field with the form's `date` message and goes to
 * the form as text, so nothing is sent for it (ARCHITECTURE.md "Dates"). The field's hooks hold
 * `memory` (this code loads later and adds none).
 *
 * @example
 * return segmentedDateField(props, memoryRef, rerender);
 */
export function segmentedDateField(
  props: DateFieldProps,
  held: { current: DateFieldMemory | null },
  rerender: () => void,
) {
  const memory = (held.current ??= createDateFieldMemory(props, rerender));
  adoptProps(memory, props);
  const { id, kind, locale, messages, disabled, readOnly } = props;
  const { state, on } = memory;
  const pattern = datePattern(locale, kind);
  const first = segmentsOf(pattern)[0];
  const editable = !disabled && !readOnly;
  const { status, edit } = draftEdit(state.draft, pattern, kind);
  const invalid = props.invalid || state.refused;
  const refusedId = `${id}-refused`;
  const showRefused = state.refused && !props.errorText;
  const describedBy =
    [props.describedBy, showRefused ? refusedId : '', props.echoId ?? '']
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className="ef-date-control" onBlur={on.blur}>
      <div
        ref={on.group}
        role="group"
        className="ef-date-field"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        aria-disabled={disabled || undefined}
        data-ef-date={kind}
        data-ef-value={edit}
      >
        {pattern.map((part, index) => {
          if (part.type === 'literal')
            return (
              <span key={index} className="ef-date-literal" aria-hidden="true">
                {part.text}
              </span>
            );
          const type = part.type;
          const view = segmentView(state, type, locale, messages.emptySegment);
          const segmentId = type === first ? id : `${id}-${type}`;
          return (
            <span
              key={type}
              ref={(element) => on.segment(type, element)}
              id={segmentId}
              role="spinbutton"
              className={view.className}
              data-segment={type}
              tabIndex={disabled ? -1 : 0}
              contentEditable={editable || undefined}
              suppressContentEditableWarning
              inputMode={editable ? 'numeric' : undefined}
              spellCheck={false}
              autoCorrect="off"
              aria-label={segmentName(locale, type)}
              aria-labelledby={`${segmentId} ${id}-label`}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              aria-required={props.required || undefined}
              aria-readonly={readOnly || undefined}
              aria-disabled={disabled || undefined}
              aria-valuemin={SEGMENT_LIMITS[type].min}
              aria-valuemax={SEGMENT_LIMITS[type].max}
              aria-valuenow={view.valueNow}
              aria-valuetext={view.valueText}
              onKeyDown={(event) => on.keyDown(type, event)}
              onPaste={on.paste}
              onFocus={on.focus}
            >
              {view.text}
            </span>
          );
        })}
      </div>
      {editable ? (
        <button
          ref={on.button}
          type="button"
          className="ef-date-button"
          aria-label={messages.chooseDate}
          aria-haspopup="dialog"
          aria-expanded={memory.calendar !== null}
          onClick={on.toggleCalendar}
        >
          <span aria-hidden="true">▦</span>
        </button>
      ) : null}
      {memory.calendar !== null
        ? dateCalendar(memory, status === 'whole' ? edit.slice(0, 10) : null)
        : null}
      {showRefused ? (
        <div className="ef-error" id={refusedId}>
          {messages.date}
        </div>
      ) : null}
    </div>
  );
}
