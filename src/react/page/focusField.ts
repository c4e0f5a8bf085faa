const FOCUSABLE = 'input, textarea, select, button, a[href], [tabindex]';

/**
 * Focus a field by its DOM id: the element itself when it takes focus, else its first input.
 * Returns false when there is nothing to focus (the field is not on screen).
 *
 * @example
 * if (!focusField(domId(key))) document.getElementById(domId('summary'))?.focus();
 */
export function focusField(id: string): boolean {
  const target = document.getElementById(id);
  const focusable =
    target && (target.matches(FOCUSABLE) ? target : target.querySelector<HTMLElement>(FOCUSABLE));
  if (!focusable) return false;
  focusable.focus();
  return true;
}
