import type { SegmentType } from './datePattern';
import { stepSegment, typeDigit, type DateDraft } from './dateDraft';

/** What a key or typed text does to a segment. */
export type SegmentAct =
  | {
      kind: 'edit';
      draft: DateDraft;
      typing: { type: SegmentType; digits: string } | null;
      /** Focus moves to the next segment. */
      moveOn: boolean;
    }
  | { kind: 'ignore' }
  /** Not a date's character (a letter): refused, with the form's message. */
  | { kind: 'refuse' };

/** Characters that end a segment, whatever the locale writes between its segments. */
const SEPARATORS = /^[\s./\-,:]$/;

/**
 * The effect of a key (`ArrowUp`, `Backspace`…) or a typed character on a segment, as React
 * Aria's date field behaves: a digit fills the segment and moves on when no other could follow,
 * a separator moves on, arrows step the value, Backspace takes a digit off, Delete empties.
 *
 * @example
 * segmentKey({ draft: {}, typing: null }, 'day', '4', 'month'); // day '4', moves on
 */
export function segmentKey(
  state: { draft: DateDraft; typing: { type: SegmentType; digits: string } | null },
  type: SegmentType,
  key: string,
  next: SegmentType | undefined,
  now: Date = new Date(),
): SegmentAct {
  const { draft } = state;
  // AM/PM takes its letter (`a`, `p`, as React Aria's does) and no digits.
  if (type === 'dayPeriod' && /^[ap]$/i.test(key)) {
    const dayPeriod = key.toLowerCase() === 'a' ? '0' : '1';
    return {
      kind: 'edit',
      draft: { ...draft, dayPeriod },
      typing: null,
      moveOn: next !== undefined,
    };
  }
  if (type === 'dayPeriod' && /^\d$/.test(key)) return { kind: 'ignore' };
  const typed = state.typing?.type === type ? state.typing.digits : '';
  if (/^\d$/.test(key)) {
    const { digits, done } = typeDigit(typed, key, type);
    return {
      kind: 'edit',
      draft: { ...draft, [type]: digits },
      typing: done ? null : { type, digits },
      moveOn: done && next !== undefined,
    };
  }
  if (SEPARATORS.test(key)) {
    if (!draft[type] || next === undefined) return { kind: 'ignore' };
    return { kind: 'edit', draft, typing: null, moveOn: true };
  }
  if (key === 'ArrowUp' || key === 'ArrowDown') {
    const value = stepSegment(draft, type, key === 'ArrowUp' ? 1 : -1, now);
    return { kind: 'edit', draft: { ...draft, [type]: value }, typing: null, moveOn: false };
  }
  if (key === 'Backspace' || key === 'Delete') {
    const rest = key === 'Backspace' && typed.length > 1 ? typed.slice(0, -1) : '';
    const changed: DateDraft = { ...draft, [type]: rest || undefined };
    return {
      kind: 'edit',
      draft: changed,
      typing: rest ? { type, digits: rest } : null,
      moveOn: false,
    };
  }
  return key.length === 1 ? { kind: 'refuse' } : { kind: 'ignore' };
}
