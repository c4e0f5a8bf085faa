import { dayPeriodLabels, type SegmentType } from './datePattern';
import { segmentText } from './dateDraft';
import type { DraftState } from './dateFieldMemory';
import { segmentValueText } from './segmentNames';

/** What a segment shows of the draft: its text, whether it is empty, its value for a screen reader. */
export interface SegmentView {
  text: string;
  /** No digit typed: written as `data-empty`, so a look's own classes survive a keystroke's paint. */
  empty: boolean;
  valueNow: number | undefined;
  valueText: string;
}

/**
 * A segment's draft-dependent markup, read by the render and by the keystroke's paint alike (a
 * keystroke that changes only what segments show writes these to the DOM without a render).
 *
 * @example
 * segmentView(memory.state, 'month', 'sv', messages.emptySegment).valueText; // '11 – november'
 */
export function segmentView(
  state: DraftState,
  type: SegmentType,
  locale: string,
  emptyText: string,
): SegmentView {
  const digits = state.draft[type];
  return {
    text: segmentText(
      state.draft,
      type,
      state.typing?.type === type,
      type === 'dayPeriod' ? dayPeriodLabels(locale) : undefined,
    ),
    empty: !digits,
    valueNow: digits ? Number(digits) : undefined,
    valueText: digits ? segmentValueText(locale, type, digits) : emptyText,
  };
}

const setAttribute = (element: HTMLElement, name: string, value: string | undefined) => {
  if (value === undefined) element.removeAttribute(name);
  else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
};

/**
 * Writes a segment's view into its element where the DOM differs: after a keystroke the field did
 * not render for, and after every commit (React writes only what changed since its last render,
 * so a segment painted in between is painted again from the draft).
 *
 * @example
 * paintSegment(element, segmentView(memory.state, type, locale, messages.emptySegment));
 */
export function paintSegment(element: HTMLElement, view: SegmentView): void {
  const text = element.firstChild;
  if (text instanceof Text && element.childNodes.length === 1) {
    if (text.data !== view.text) text.data = view.text;
  } else if (element.textContent !== view.text) element.textContent = view.text;
  setAttribute(element, 'data-empty', view.empty ? '' : undefined);
  setAttribute(element, 'aria-valuenow', view.valueNow?.toString());
  setAttribute(element, 'aria-valuetext', view.valueText);
}
