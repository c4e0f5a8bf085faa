import type { ClipboardEvent, FocusEvent, KeyboardEvent } from 'react';
import { todayOf } from '../../core/values/locale/dates';
import type { ControlProps } from '../../registry/types';
import { addDays, addMonths, firstDayOfWeek, weekday } from './calendarMonth';
import { datePattern, segmentsOf, type DateKind, type SegmentType } from './datePattern';
import { draftEdit, draftOf, readDateText, type DateDraft, type DraftStatus } from './dateDraft';
import { segmentKey } from './segmentKey';
import { paintSegment, segmentView } from './segmentView';

/** What a date field is given each render: a control's props and what differs by kind. */
export interface DateFieldProps extends ControlProps {
  kind: DateKind;
  /** The latest day the calendar offers (`yyyy-MM-dd`) unless the item allows future dates. */
  max: string;
  /** Id of the text that echoes the value, for `aria-describedby`; undefined for none. */
  echoId: string | undefined;
}

/** The field's draft, and where typing is. */
export interface DraftState {
  draft: DateDraft;
  /** The segment digits are being typed into, and those digits (`2` before `25`). */
  typing: { type: SegmentType; digits: string } | null;
  /** The field shows the form's date message: what was typed is not a date. */
  refused: boolean;
}

/**
 * Everything a date field keeps between renders, in one object the field's `useRef` holds: the
 * field is one component (ARCHITECTURE.md "Mount"), so the date code, loaded later, adds no hook
 * of its own; it changes this object and asks the field to render again.
 */
export interface DateFieldMemory {
  props: DateFieldProps;
  state: DraftState;
  /** The value this field told the form last, and what the draft meant then. */
  told: { edit: unknown; status: DraftStatus };
  /** The value the field was given last: one it did not tell (a reply, undo, a scan) replaces the draft. */
  given: unknown;
  /** The calendar's focused day while it is open, else null. */
  calendar: string | null;
  segments: Map<SegmentType, HTMLElement>;
  button: HTMLButtonElement | null;
  /**
   * The open calendar's element: a look may draw it in a portal, outside the field's own
   * element, and focus inside it is still inside the field (its blur neither commits nor closes).
   */
  calendarElement: HTMLElement | null;
  /**
   * The calendar's focused day: focus goes to it as it is drawn, which may be before the
   * calendar's own element is known (React gives a child its ref before its parent).
   */
  calendarDay: HTMLElement | null;
  /** The segments' group while it is on the page (its typing listener follows it). */
  group: HTMLElement | null;
  rerender: () => void;
  /** A keystroke has painted segments without a render: each commit paints them again. */
  painted: boolean;
  /**
   * The drafts behind the unfinished dates this field told the form (their text as shown): an
   * undo or redo that gives one back restores the draft itself, not a reading of its text.
   */
  unfinished: Map<string, DraftState['draft']>;
  /** Stable callbacks (one identity for the field's life: React attaches them once). */
  on: ReturnType<typeof handlersOf>;
}

/**
 * The memory of a new date field, its draft read from the value.
 *
 * @example
 * memory.current ??= createDateFieldMemory(props, rerender);
 */
export function createDateFieldMemory(
  props: DateFieldProps,
  rerender: () => void,
): DateFieldMemory {
  const memory = {
    props,
    state: {
      draft: draftOf(props.value, props.kind, datePattern(props.locale, props.kind)),
      typing: null,
      refused: false,
    },
    told: { edit: props.value, status: 'whole' },
    given: props.value,
    calendar: null,
    segments: new Map(),
    button: null,
    calendarElement: null,
    calendarDay: null,
    group: null,
    rerender,
    painted: false,
    unfinished: new Map(),
  } as Omit<DateFieldMemory, 'on'> as DateFieldMemory;
  memory.on = handlersOf(memory);
  return memory;
}

/**
 * Takes a render's props: a value the field did not tell the form replaces the draft.
 *
 * @example
 * adoptProps(memory, props);
 */
export function adoptProps(memory: DateFieldMemory, props: DateFieldProps) {
  const { locale, kind } = memory.props;
  memory.props = props;
  if (props.locale !== locale) {
    // Another language may have another clock (12-hour or 24): a whole draft is drafted anew.
    const { status, edit } = draftEdit(memory.state.draft, datePattern(locale, kind), kind);
    if (status === 'whole')
      memory.state = {
        ...memory.state,
        draft: draftOf(edit, kind, datePattern(props.locale, kind)),
      };
  }
  if (Object.is(props.value, memory.given)) return;
  memory.given = props.value;
  if (Object.is(props.value, memory.told.edit)) return;
  const pattern = datePattern(props.locale, props.kind);
  const kept = typeof props.value === 'string' ? memory.unfinished.get(props.value) : undefined;
  const draft = kept ?? draftOf(props.value, props.kind, pattern);
  memory.told = {
    edit: props.value,
    status: kept ? draftEdit(kept, pattern, props.kind).status : 'whole',
  };
  memory.state = { draft, typing: null, refused: kept !== undefined };
}

function handlersOf(memory: DateFieldMemory) {
  const types = () => segmentsOf(datePattern(memory.props.locale, memory.props.kind));
  const next = (type: SegmentType) => types()[types().indexOf(type) + 1];
  const previous = (type: SegmentType) => types()[types().indexOf(type) - 1];
  const focusSegment = (type: SegmentType | undefined) => {
    if (type) memory.segments.get(type)?.focus();
  };
  const editable = () => !memory.props.disabled && !memory.props.readOnly;
  const paintOne = (type: SegmentType, element: HTMLElement) => {
    const { locale, messages } = memory.props;
    paintSegment(element, segmentView(memory.state, type, locale, messages.emptySegment));
  };
  /**
   * The draft written into the segments that changed since `before`, and the group's value
   * (`edit`), where the DOM differs.
   */
  const paint = (before: DraftState, edit: string) => {
    memory.painted = true;
    const { draft, typing } = memory.state;
    for (const [type, element] of memory.segments)
      if (
        before.draft[type] !== draft[type] ||
        (before.typing?.type === type) !== (typing?.type === type)
      )
        paintOne(type, element);
    paintValue(edit);
  };
  const paintValue = (edit: string) => {
    if (memory.group && memory.group.dataset.efValue !== edit) memory.group.dataset.efValue = edit;
  };

  /**
   * Sets the draft and tells the form when its meaning changed: once a segment is done (its last
   * digit, a separator, an arrow, focus moving on or leaving), not on a digit another may follow
   * (`2` of `25`), and not while the draft stays partial. A change the segments alone show is
   * painted into them without a render: telling the form renders the field (its echo follows
   * the value), and a render of one field walks every field of the form in React, which a text
   * field's keystroke never does. A refusal that comes or goes, or an open calendar, renders it.
   */
  const update = (next: DraftState, refuse?: boolean) => {
    const { locale, kind } = memory.props;
    const { status, edit } = draftEdit(next.draft, datePattern(locale, kind), kind);
    // A digit another may follow is not judged yet: the `0` of `05` is no month until it is done.
    const refused =
      refuse ??
      ((status === 'impossible' && next.typing === null) ||
        (next.refused && status !== 'whole' && status !== 'empty'));
    const before = memory.state;
    memory.state = { ...next, refused };
    if (refused !== before.refused || memory.calendar !== null) memory.rerender();
    else paint(before, edit);
    const told = memory.told;
    if (next.typing !== null) return;
    if (status === told.status && (status === 'partial' || edit === told.edit)) return;
    memory.told = { edit, status };
    if (status === 'partial' || status === 'impossible') memory.unfinished.set(edit, next.draft);
    memory.props.onChange(edit);
  };
  const pasteText = (text: string) => {
    const { locale, kind } = memory.props;
    const read = readDateText(text, datePattern(locale, kind), kind);
    if (!read) return update(memory.state, true);
    // A date pasted into a date-and-time field keeps the time already typed.
    update({ draft: { ...memory.state.draft, ...read }, typing: null, refused: false });
  };
  const typeText = (type: SegmentType, text: string) => {
    if (!editable()) return;
    // Text inserted at once (a phone's suggestion, Playwright's fill) is read as a pasted date.
    if (text.length > 1) return pasteText(text);
    const state = memory.state;
    const act = segmentKey(state, type, text, next(type));
    if (act.kind === 'refuse') return update(state, true);
    if (act.kind === 'ignore') return;
    update({ draft: act.draft, typing: act.typing, refused: state.refused });
    if (act.moveOn) focusSegment(next(type));
  };
  // Phones type through `beforeinput` (their keydown says `Unidentified`).
  const onBeforeInput = (event: Event) => {
    const input = event as InputEvent;
    const type = (input.target as HTMLElement).dataset.segment as SegmentType | undefined;
    input.preventDefault();
    if (type && input.data) typeText(type, input.data);
  };
  const closeCalendar = () => {
    memory.calendar = null;
    memory.rerender();
    memory.button?.focus();
  };

  return {
    /**
     * The group's element comes (and goes, with null): its `beforeinput` listener follows it. No
     * cleanup is returned: React 18 does not call one (it calls the ref with null instead).
     */
    group(element: HTMLElement | null) {
      memory.group?.removeEventListener('beforeinput', onBeforeInput);
      memory.group = element;
      element?.addEventListener('beforeinput', onBeforeInput);
    },
    /**
     * A segment's element, given again after every commit (its ref is made in each render): it
     * is painted from the draft then, since React writes only what changed since its own last
     * render and a keystroke may have painted the segment in between.
     */
    segment(type: SegmentType, element: HTMLElement | null) {
      if (!element) {
        memory.segments.delete(type);
        return;
      }
      memory.segments.set(type, element);
      // A field never painted by a keystroke shows what React drew (all but the typed-in ones).
      if (!memory.painted) return;
      paintOne(type, element);
      const { locale, kind } = memory.props;
      paintValue(draftEdit(memory.state.draft, datePattern(locale, kind), kind).edit);
    },
    keyDown(type: SegmentType, event: KeyboardEvent<HTMLElement>) {
      const { key } = event;
      // The form's undo keys (ARCHITECTURE.md "History"): a digit another may follow is told
      // first, so the step the form undoes holds everything typed here, as in a text field.
      if ((event.ctrlKey || event.metaKey) && /^[zy]$/i.test(key) && memory.state.typing)
        update({ ...memory.state, typing: null });
      if (key === 'ArrowRight' || key === 'ArrowLeft') {
        event.preventDefault();
        const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
        focusSegment((key === 'ArrowRight') !== rtl ? next(type) : previous(type));
        return;
      }
      if (!editable()) return;
      const state = memory.state;
      if (key === 'ArrowUp' || key === 'ArrowDown' || key === 'Backspace' || key === 'Delete') {
        event.preventDefault();
        const act = segmentKey(state, type, key, next(type), memory.props.now());
        if (act.kind !== 'edit') return;
        update({ draft: act.draft, typing: act.typing, refused: state.refused });
        if (key === 'Backspace' && !state.draft[type]) focusSegment(previous(type));
        return;
      }
      if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        typeText(type, key);
      }
    },
    paste(event: ClipboardEvent<HTMLElement>) {
      event.preventDefault();
      if (editable()) pasteText(event.clipboardData.getData('text/plain'));
    },
    /** Focus moved to another segment: the one typed in is done, and the form is told. */
    focus() {
      if (memory.state.typing) update({ ...memory.state, typing: null });
    },
    /** Focus left the field: a partial date is refused, what was typed is told, then left. */
    blur(event: FocusEvent<HTMLElement>) {
      const inside = event.relatedTarget as Node | null;
      if (
        event.currentTarget.contains(inside) ||
        memory.calendarElement?.contains(inside) ||
        (inside !== null && inside === memory.calendarDay)
      )
        return;
      const { locale, kind } = memory.props;
      const state = memory.state;
      const { status } = draftEdit(state.draft, datePattern(locale, kind), kind);
      const open = memory.calendar !== null;
      memory.calendar = null;
      update({ ...state, typing: null, refused: state.refused || status === 'partial' });
      if (open) memory.rerender();
      memory.props.onBlur();
    },
    button(element: HTMLButtonElement | null) {
      memory.button = element;
    },
    calendar(element: HTMLElement | null) {
      memory.calendarElement = element;
    },
    toggleCalendar() {
      if (memory.calendar !== null) return closeCalendar();
      const { max, item, now } = memory.props;
      const today = todayOf(now());
      const limit = item.allowFutureDates ? null : max;
      const { status, edit } = draftEdit(
        memory.state.draft,
        datePattern(memory.props.locale, memory.props.kind),
        memory.props.kind,
      );
      memory.calendar =
        status === 'whole' ? edit.slice(0, 10) : limit && limit < today ? limit : today;
      memory.rerender();
    },
    closeCalendar,
    /** Focuses the calendar's day when it is drawn (its ref is given to that day only). */
    focusDay(element: HTMLElement | null) {
      memory.calendarDay = element;
      element?.focus();
    },
    moveCalendar(date: string) {
      memory.calendar = date;
      memory.rerender();
    },
    calendarKey(event: KeyboardEvent<HTMLElement>) {
      const focused = memory.calendar;
      if (focused === null) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        return closeCalendar();
      }
      const first = firstDayOfWeek(memory.props.locale);
      const fromStart = (weekday(focused) - first + 7) % 7;
      const moves: Record<string, () => string> = {
        ArrowLeft: () => addDays(focused, -1),
        ArrowRight: () => addDays(focused, 1),
        ArrowUp: () => addDays(focused, -7),
        ArrowDown: () => addDays(focused, 7),
        PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
        PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
        Home: () => addDays(focused, -fromStart),
        End: () => addDays(focused, 6 - fromStart),
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      memory.calendar = move();
      memory.rerender();
    },
    pick(date: string) {
      const [year, month, day] = date.split('-');
      memory.calendar = null;
      update({ draft: { ...memory.state.draft, year, month, day }, typing: null, refused: false });
      memory.button?.focus();
      // A date chosen from the calendar is a choice: it is committed now, as a blur would.
      memory.props.onBlur();
    },
  };
}
