import {
  useEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import type { ControlProps } from '../../registry/types';
import { DateCalendar } from './DateCalendar';
import { datePattern, segmentsOf, type DateKind, type SegmentType } from './datePattern';
import {
  draftEdit,
  draftOf,
  readDateText,
  SEGMENT_LIMITS,
  segmentText,
  type DateDraft,
  type DraftStatus,
} from './dateDraft';
import { segmentKey } from './segmentKey';
import { segmentName, segmentValueText } from './segmentNames';

/** Props of {@link SegmentedDateField}: a control's, and what differs between the date kinds. */
export interface SegmentedDateFieldProps extends ControlProps {
  kind: DateKind;
  /** The latest date the calendar offers (`yyyy-MM-dd`), or null for none. */
  max: string | null;
  /** Id of the text that echoes the value, for `aria-describedby`; undefined for none. */
  echoId: string | undefined;
}

/** What the field holds besides the form's value: the draft, and where typing is. */
interface FieldState {
  draft: DateDraft;
  /** The segment digits are being typed into, and those digits (`2` before `25`). */
  typing: { type: SegmentType; digits: string } | null;
  /** The field shows the form's date message: what was typed is not a date. */
  refused: boolean;
}

/**
 * A date (or date and time) typed in the form's locale, whatever the browser's language: one
 * spin button per segment in the locale's order, digits moving on as a segment fills, typed
 * separators, arrow keys, pasting a whole date in ISO or the locale's order, and a calendar.
 * What is not a whole, real date is refused on the field with the form's `date` message and goes
 * to the form as text, so nothing is sent for it (ARCHITECTURE.md "Dates").
 *
 * @example
 * <SegmentedDateField {...controlProps} kind="date" max="2026-11-21" echoId={undefined} />
 */
export function SegmentedDateField(props: SegmentedDateFieldProps) {
  const { id, kind, locale, messages, disabled, readOnly } = props;
  const pattern = datePattern(locale, kind);
  const types = segmentsOf(pattern);
  const [shownState, setShownState] = useState<FieldState>(() => ({
    draft: draftOf(props.value, kind),
    typing: null,
    refused: false,
  }));
  // Handlers read the latest state, not their render's: keys typed faster than React renders
  // (a paste of keystrokes, a phone's keyboard) each see the one before.
  const latest = useRef(shownState);
  const setState = (next: FieldState) => {
    latest.current = next;
    setShownState(next);
  };
  const [open, setOpen] = useState(false);
  // The value this field told the form last, and the one it was given last: a value it did not
  // tell (a server reply, undo, a scan) replaces the draft.
  const told = useRef<{ edit: unknown; status: DraftStatus }>({
    edit: props.value,
    status: 'whole',
  });
  const [given, setGiven] = useState(props.value);
  if (!Object.is(given, props.value)) {
    setGiven(props.value);
    if (!Object.is(props.value, told.current.edit)) {
      told.current = { edit: props.value, status: 'whole' };
      latest.current = { draft: draftOf(props.value, kind), typing: null, refused: false };
      setShownState(latest.current);
    }
  }
  const state = shownState;
  const segments = useRef(new Map<SegmentType, HTMLElement>());
  const group = useRef<HTMLDivElement>(null);
  const calendarButton = useRef<HTMLButtonElement>(null);
  const editable = !disabled && !readOnly;

  /** Sets the draft and tells the form when its meaning changed (not on every digit). */
  const update = (next: FieldState, refuse?: boolean) => {
    const { status, edit } = draftEdit(next.draft, pattern, kind);
    const refused =
      refuse ??
      (status === 'impossible' || (next.refused && status !== 'whole' && status !== 'empty'));
    setState({ ...next, refused });
    const before = told.current;
    if (status === before.status && (status === 'partial' || edit === before.edit)) return;
    told.current = { edit, status };
    props.onChange(edit);
  };
  const focusSegment = (type: SegmentType | undefined) => {
    if (type) segments.current.get(type)?.focus();
  };
  const next = (type: SegmentType) => types[types.indexOf(type) + 1];
  const previous = (type: SegmentType) => types[types.indexOf(type) - 1];

  const typeText = (type: SegmentType, text: string) => {
    const state = latest.current;
    // Text inserted at once (a phone's suggestion, Playwright's fill) is read as a pasted date.
    if (text.length > 1) return pasteText(text);
    const act = segmentKey(state, type, text, next(type));
    if (act.kind === 'refuse') return update(state, true);
    if (act.kind === 'ignore') return;
    update({ draft: act.draft, typing: act.typing, refused: state.refused });
    if (act.moveOn) focusSegment(next(type));
  };
  // Phones type through `beforeinput` (their keydown says `Unidentified`): one listener for the
  // field, reading the latest handlers.
  const onText = useRef(typeText);
  onText.current = typeText;
  useEffect(() => {
    const element = group.current;
    if (!element) return;
    const listener = (event: InputEvent) => {
      const type = (event.target as HTMLElement).dataset.segment as SegmentType | undefined;
      event.preventDefault();
      if (type && event.data) onText.current(type, event.data);
    };
    element.addEventListener('beforeinput', listener);
    return () => element.removeEventListener('beforeinput', listener);
  }, []);

  const onKeyDown = (type: SegmentType) => (event: KeyboardEvent<HTMLElement>) => {
    const { key } = event;
    if (key === 'ArrowRight' || key === 'ArrowLeft') {
      event.preventDefault();
      const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
      focusSegment((key === 'ArrowRight') !== rtl ? next(type) : previous(type));
      return;
    }
    if (!editable) return;
    const state = latest.current;
    if (key === 'ArrowUp' || key === 'ArrowDown' || key === 'Backspace' || key === 'Delete') {
      event.preventDefault();
      const act = segmentKey(state, type, key, next(type), props.now());
      if (act.kind !== 'edit') return;
      update({ draft: act.draft, typing: act.typing, refused: state.refused });
      if (key === 'Backspace' && !state.draft[type]) focusSegment(previous(type));
      return;
    }
    if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      typeText(type, key);
    }
  };
  const pasteText = (text: string) => {
    const state = latest.current;
    const read = readDateText(text, pattern, kind);
    if (!read) return update(state, true);
    // A date pasted into a date-and-time field keeps the time already typed.
    update({ draft: { ...state.draft, ...read }, typing: null, refused: false });
  };
  const onPaste = (event: ClipboardEvent<HTMLElement>) => {
    event.preventDefault();
    if (editable) pasteText(event.clipboardData.getData('text/plain'));
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (group.current?.parentElement?.contains(event.relatedTarget as Node | null)) return;
    const state = latest.current;
    const { status } = draftEdit(state.draft, pattern, kind);
    setState({ ...state, typing: null, refused: state.refused || status === 'partial' });
    props.onBlur();
  };
  const pick = (date: string) => {
    setOpen(false);
    const state = latest.current;
    const [year, month, day] = date.split('-');
    update({ draft: { ...state.draft, year, month, day }, typing: null, refused: false });
    calendarButton.current?.focus();
    // A date chosen from the calendar is a choice: it is committed now, as a blur would.
    props.onBlur();
  };

  const { status, edit } = draftEdit(state.draft, pattern, kind);
  const invalid = props.invalid || state.refused;
  const refusedId = `${id}-refused`;
  const showRefused = state.refused && !props.errorText;
  const describedBy =
    [props.describedBy, showRefused ? refusedId : '', props.echoId ?? '']
      .filter(Boolean)
      .join(' ') || undefined;
  const selected = status === 'whole' ? edit.slice(0, 10) : null;
  return (
    <div className="ef-date-control" onBlur={onBlur}>
      <div
        ref={group}
        role="group"
        className="ef-date-field"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
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
          const digits = state.draft[type];
          const segmentId = type === types[0] ? id : `${id}-${type}`;
          const limits = SEGMENT_LIMITS[type];
          return (
            <span
              key={type}
              ref={(element) => {
                if (element) segments.current.set(type, element);
                else segments.current.delete(type);
              }}
              id={segmentId}
              role="spinbutton"
              className={digits ? 'ef-date-segment' : 'ef-date-segment ef-date-empty'}
              data-segment={type}
              tabIndex={disabled ? undefined : 0}
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
              aria-valuemin={limits.min}
              aria-valuemax={limits.max}
              aria-valuenow={digits ? Number(digits) : undefined}
              aria-valuetext={
                digits ? segmentValueText(locale, type, digits) : messages.emptySegment
              }
              onKeyDown={onKeyDown(type)}
              onPaste={onPaste}
              onFocus={() => {
                if (latest.current.typing) setState({ ...latest.current, typing: null });
              }}
            >
              {segmentText(state.draft, type, state.typing?.type === type)}
            </span>
          );
        })}
      </div>
      {editable ? (
        <button
          ref={calendarButton}
          type="button"
          className="ef-date-button"
          aria-label={messages.chooseDate}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">▦</span>
        </button>
      ) : null}
      {open ? (
        <DateCalendar
          selected={selected}
          max={props.item.allowFutureDates ? null : props.max}
          today={props.now()}
          locale={locale}
          messages={messages}
          onPick={pick}
          onClose={() => {
            setOpen(false);
            calendarButton.current?.focus();
          }}
        />
      ) : null}
      {showRefused ? (
        <div className="ef-error" id={refusedId}>
          {messages.date}
        </div>
      ) : null}
    </div>
  );
}
