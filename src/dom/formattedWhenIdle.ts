/**
 * Inputs that show their value formatted while not focused ("6,000.00") and raw while edited
 * ("6000"). The form's value is always the raw text: formatting touches only what the
 * element shows, so nothing is re-read, re-validated or re-rendered for it.
 */
const formats = new WeakMap<HTMLInputElement, (raw: string) => string | null>();
/** The raw text of an element that shows a formatted one. */
const rawTexts = new WeakMap<HTMLInputElement, string>();

/** The text the user typed (or the form set), whatever the element shows. */
export function rawText(element: HTMLInputElement): string {
  return rawTexts.get(element) ?? element.value;
}

/** Show the formatted text now, unless the element is being edited. */
function showFormatted(element: HTMLInputElement): void {
  const format = formats.get(element);
  if (!format || element.ownerDocument.activeElement === element) return;
  const raw = rawText(element);
  const shown = format(raw);
  rawTexts.delete(element);
  if (shown === null || shown === raw) return;
  rawTexts.set(element, raw);
  element.value = shown;
}

/** Show the raw text (focus came in: the user edits what they typed). */
function showRaw(element: HTMLInputElement): void {
  const raw = rawTexts.get(element);
  if (raw === undefined) return;
  rawTexts.delete(element);
  element.value = raw;
}

/** Documents whose focus moves are watched: one pair of listeners a document, none per input. */
const watched = new WeakSet<Document>();

/**
 * Raw while focused, formatted on leaving, for every formatted input of a document: captured, as
 * focus and blur do not bubble; the composed path's first target is the input inside an open
 * shadow root too.
 */
const focusMoved = (event: Event) => {
  const target = event.composedPath()[0] as HTMLInputElement;
  if (formats.has(target)) (event.type === 'focus' ? showRaw : showFormatted)(target);
};

/**
 * Let an input show its value formatted while idle. `format` returns null for text it cannot
 * read (shown as typed). Call again with another format when the locale changes. `drawn` tells
 * that the element was rendered showing `shown` for the raw text `raw` (the control formatted it
 * while rendering, as a thousand-field form's amounts are at mount): it is kept as it is, with no
 * second write of the element's value and no second formatting.
 *
 * @example
 * formattedWhenIdle(input, (raw) => (raw ? Number(raw).toLocaleString() : null));
 */
export function formattedWhenIdle(
  element: HTMLInputElement,
  format: (raw: string) => string | null,
  drawn?: { raw: string; shown: string },
): void {
  const first = !formats.has(element);
  const document = element.ownerDocument;
  // Looked up once per input: a call with a new format (another locale) has its document watched.
  if (first && !watched.has(document)) {
    watched.add(document);
    document.addEventListener('focus', focusMoved, true);
    document.addEventListener('blur', focusMoved, true);
  }
  formats.set(element, format);
  if (first && drawn && element.value === drawn.shown) {
    // Focused already (a click before a server-rendered page hydrated): the user edits the raw text.
    if (element.ownerDocument.activeElement === element) element.value = drawn.raw;
    else if (drawn.shown !== drawn.raw) rawTexts.set(element, drawn.raw);
    return;
  }
  showFormatted(element);
}

/**
 * Show an idle input's value again with its format as it is now (the currency it is in changed).
 *
 * @example
 * reformat(amountInput);
 */
export function reformat(element: HTMLElement): void {
  if (element instanceof HTMLInputElement && formats.has(element)) showFormatted(element);
}

/**
 * Give an input a new raw text (a value the form set): shown formatted when idle.
 *
 * @example
 * setRawText(input, '6000'); // shows "6,000.00" unless focused
 */
export function setRawText(element: HTMLInputElement, raw: string): void {
  if (rawText(element) === raw) return;
  rawTexts.delete(element);
  element.value = raw;
  showFormatted(element);
}
