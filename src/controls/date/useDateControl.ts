import { useReducer, useState } from 'react';
import type {
  ClipboardEventHandler,
  FocusEventHandler,
  KeyboardEventHandler,
  MouseEventHandler,
  ReactNode,
} from 'react';
import {
  calendarDateEcho,
  displayWallClock,
  isWallClock,
  todayOf,
} from '../../core/values/locale/dates';
import type { ControlProps } from '../../registry/types';
import { calendarModel, type DateCalendarModel } from '../dates/calendarModel';
import { draftEdit, SEGMENT_LIMITS } from '../dates/dateDraft';
import {
  adoptProps,
  createDateFieldMemory,
  type DateFieldMemory,
  type DateFieldProps,
} from '../dates/dateFieldMemory';
import {
  datePattern,
  segmentsOf,
  type DateKind,
  type PatternPart,
  type SegmentType,
} from '../dates/datePattern';
import { segmentName } from '../dates/segmentNames';
import { segmentView } from '../dates/segmentView';

/** A segment's props, to spread on its element (a `span`): its text is `children`. */
export interface DateSegmentProps {
  ref: (element: HTMLElement | null) => void;
  id: string;
  role: 'spinbutton';
  tabIndex: number;
  contentEditable: true | undefined;
  suppressContentEditableWarning: true;
  inputMode: 'numeric' | undefined;
  spellCheck: false;
  autoCorrect: 'off';
  'aria-label': string;
  'aria-labelledby': string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-readonly': true | undefined;
  'aria-disabled': true | undefined;
  'aria-valuemin': number;
  'aria-valuemax': number;
  'aria-valuenow': number | undefined;
  'aria-valuetext': string;
  'data-segment': SegmentType;
  /** Present while the segment holds no digit (style the placeholder by it). */
  'data-empty': '' | undefined;
  onKeyDown: KeyboardEventHandler<HTMLElement>;
  onPaste: ClipboardEventHandler<HTMLElement>;
  onFocus: FocusEventHandler<HTMLElement>;
  children: ReactNode;
}

/** A text under the field (the echo of the value, or the refusal) and its element's props. */
export interface DateFieldText {
  text: string;
  props: { id: string; 'data-ef-part': 'echo' | 'refused' };
}

/**
 * What `useDateControl` gives a look: the behaviour of a date field, and props for each of its
 * elements (ARCHITECTURE.md "Control types").
 */
export interface DateControlResult {
  kind: DateKind;
  /** The locale's order: segments and the literal text between them (draw literals `aria-hidden`). */
  parts: readonly PatternPart[];
  /**
   * The field's outer element (around the group, the button and the calendar): its `onBlur` (it is
   * left as a whole) and the testing kit's mark.
   */
  rootProps: { onBlur: FocusEventHandler<HTMLElement>; 'data-ef-kind': 'date' };
  /** The segments' group, named by the field's label. */
  groupProps: {
    ref: (element: HTMLElement | null) => void;
    role: 'group';
    'aria-labelledby': string;
    'aria-describedby': string | undefined;
    'aria-disabled': true | undefined;
    'data-ef-date': DateKind;
    /** The edit value the segments mean now (the testing kit reads it). */
    'data-ef-value': string;
  };
  getSegmentProps(type: SegmentType): DateSegmentProps;
  /** The button that opens the calendar; null while the field takes no edits. */
  calendarButtonProps: {
    ref: (element: HTMLButtonElement | null) => void;
    type: 'button';
    'aria-label': string;
    'aria-haspopup': 'dialog';
    'aria-expanded': boolean;
    onClick: MouseEventHandler<HTMLElement>;
  } | null;
  /** The calendar while it is open, else null (draw it only then). */
  calendar: DateCalendarModel | null;
  /** The form's `date` message while the field refuses what was typed (and no other shows). */
  refused: DateFieldText | null;
  /** The value spelled out in the form's locale (with the time zone of a DATE_TIME); null when empty. */
  echo: DateFieldText | null;
}

const count = (value: number) => value + 1;

/** DATE_TIME and LOCAL_DATE_TIME hold a time too; any other type given this control a date. */
const kindOf = (controlType: string): DateKind =>
  controlType === 'DATE_TIME' || controlType === 'LOCAL_DATE_TIME' ? 'dateTime' : 'date';

/**
 * The text under the field: a DATE spelled out, a date-time in the locale with the user's time
 * zone named (an instant is shown in it), a LOCAL_DATE_TIME with none (a wall-clock time).
 */
function echoOf(props: ControlProps, kind: DateKind): string {
  const value = typeof props.value === 'string' ? props.value : '';
  if (kind === 'date') return calendarDateEcho(value, props.locale);
  const zone =
    props.item.controlType !== 'LOCAL_DATE_TIME'
      ? Intl.DateTimeFormat().resolvedOptions().timeZone
      : '';
  const shown = isWallClock(value) ? displayWallClock(value, props.locale) : '';
  return [shown, zone].filter(Boolean).join(' · ');
}

/**
 * A date (DATE), or a date and time (DATE_TIME, LOCAL_DATE_TIME), typed in the form's locale,
 * whatever the browser's language: one spin button per segment in the locale's order, digits
 * moving on as a segment fills, typed separators, arrow keys, a 12-hour clock's AM/PM where the
 * locale has one, a whole date pasted in ISO or the locale's order, and a calendar. What is not a
 * whole, real date is refused on the field with the form's `date` message (ARCHITECTURE.md
 * "Dates"). The hook holds the behaviour; the markup is the look's. Its two React hooks (a memory
 * box and a re-render) are the field's: a control is called by its field as a plain function
 * ("Mount"). Draw the calendar only while `calendar` is set; a look may portal it. `kind` says
 * what the field holds for a control type of the app's own; the built-in types leave it out.
 *
 * @example
 * function MyDate(props: ControlProps) {
 *   const date = useDateControl(props);
 *   return (
 *     <div {...date.rootProps}>
 *       <div className="my-input" {...date.groupProps}>
 *         {date.parts.map((part, index) =>
 *           part.type === 'literal' ? (
 *             <span key={index} aria-hidden="true">{part.text}</span>
 *           ) : (
 *             <span key={part.type} className="my-segment" {...date.getSegmentProps(part.type)} />
 *           ),
 *         )}
 *       </div>
 *       {date.calendarButtonProps && <IconButton {...date.calendarButtonProps}><CalendarIcon /></IconButton>}
 *       {date.calendar && <MyCalendar calendar={date.calendar} />}
 *       {date.refused && <p className="my-error" {...date.refused.props}>{date.refused.text}</p>}
 *       {date.echo && <p className="my-help" {...date.echo.props}>{date.echo.text}</p>}
 *     </div>
 *   );
 * }
 */
export function useDateControl(props: ControlProps, kind?: DateKind): DateControlResult {
  // The field's memory, in a box made once (filled when the field first draws).
  const [held] = useState<{ current: DateFieldMemory | null }>(() => ({ current: null }));
  const [, rerender] = useReducer(count, 0);
  // What the field holds: by its controlType, unless the caller says (a type of the app's own).
  kind ??= kindOf(props.item.controlType);
  const echo = echoOf(props, kind);
  const echoId = echo ? `${props.id}-echo` : undefined;
  const dateProps: DateFieldProps = { ...props, kind, max: todayOf(props.now()), echoId };
  const memory = (held.current ??= createDateFieldMemory(dateProps, rerender));
  adoptProps(memory, dateProps);
  const { id, locale, messages, disabled, readOnly } = props;
  const { state, on } = memory;
  const pattern = datePattern(locale, kind);
  const first = segmentsOf(pattern)[0];
  const editable = !disabled && !readOnly;
  const { status, edit } = draftEdit(state.draft, pattern, kind);
  const invalid = props.invalid || state.refused || undefined;
  const refusedId = `${id}-refused`;
  const showRefused = state.refused && !props.errorText;
  const describedBy =
    [props.describedBy, showRefused ? refusedId : '', echoId ?? ''].filter(Boolean).join(' ') ||
    undefined;
  return {
    kind,
    parts: pattern,
    rootProps: { onBlur: on.blur, 'data-ef-kind': 'date' },
    groupProps: {
      ref: on.group,
      role: 'group',
      'aria-labelledby': `${id}-label`,
      'aria-describedby': describedBy,
      'aria-disabled': disabled || undefined,
      'data-ef-date': kind,
      'data-ef-value': edit,
    },
    getSegmentProps(type) {
      const view = segmentView(state, type, locale, messages.emptySegment);
      const segmentId = type === first ? id : `${id}-${type}`;
      return {
        // A new ref each render: React calls it after every commit, and the segment is painted
        // from the draft then (a keystroke may have painted it in between).
        ref: (element) => on.segment(type, element),
        id: segmentId,
        role: 'spinbutton',
        tabIndex: disabled ? -1 : 0,
        contentEditable: editable || undefined,
        suppressContentEditableWarning: true,
        inputMode: editable ? 'numeric' : undefined,
        spellCheck: false,
        autoCorrect: 'off',
        'aria-label': segmentName(locale, type),
        'aria-labelledby': `${segmentId} ${id}-label`,
        'aria-describedby': describedBy,
        'aria-invalid': invalid,
        'aria-required': props.required || undefined,
        'aria-readonly': readOnly || undefined,
        'aria-disabled': disabled || undefined,
        'aria-valuemin': SEGMENT_LIMITS[type].min,
        'aria-valuemax': SEGMENT_LIMITS[type].max,
        'aria-valuenow': view.valueNow,
        'aria-valuetext': view.valueText,
        'data-segment': type,
        'data-empty': view.empty ? '' : undefined,
        onKeyDown: (event) => on.keyDown(type, event),
        onPaste: on.paste,
        onFocus: on.focus,
        children: view.text,
      };
    },
    calendarButtonProps: editable
      ? {
          ref: on.button,
          type: 'button',
          'aria-label': messages.chooseDate,
          'aria-haspopup': 'dialog',
          'aria-expanded': memory.calendar !== null,
          onClick: on.toggleCalendar,
        }
      : null,
    calendar:
      memory.calendar !== null
        ? calendarModel(memory, status === 'whole' ? edit.slice(0, 10) : null)
        : null,
    refused: showRefused
      ? { text: messages.date, props: { id: refusedId, 'data-ef-part': 'refused' } }
      : null,
    echo: echo && echoId ? { text: echo, props: { id: echoId, 'data-ef-part': 'echo' } } : null,
  };
}
