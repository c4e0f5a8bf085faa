/** What a person can type into or choose with. */
const CONTROLS = 'input, select, textarea, [role="spinbutton"]';

/** A control that takes input: not a stand-in (`aria-busy`), not disabled, not read-only. */
function takesInput(control: Element | null): boolean {
  if (!control) return false;
  const input = control as HTMLInputElement;
  if (input.getAttribute('aria-busy') === 'true' || input.disabled || input.readOnly) return false;
  // A date segment takes keys when it is editable.
  return input.getAttribute('role') !== 'spinbutton' || input.contentEditable === 'true';
}

/**
 * Every field under `root` can take input (what "mounted" means in the bench, ARCHITECTURE.md
 * "Mount"): for our form, each field's first control, for every one of `count` fields; for the
 * others, as many usable controls as fields; for a review, a value shown for every field.
 *
 * @example
 * while (!usableFields(root, 50, 'ours')) await frame();
 */
export function usableFields(
  root: HTMLElement,
  count: number,
  kind: 'ours' | 'review' | 'other',
): boolean {
  if (kind === 'review') return root.querySelectorAll('dd').length >= count;
  if (kind === 'ours') {
    const shown = root.querySelectorAll('[data-ef-property]');
    if (shown.length < count) return false;
    for (let index = 0; index < shown.length; index += 1)
      if (!takesInput((shown[index] as Element).querySelector(CONTROLS))) return false;
    return true;
  }
  const controls = root.querySelectorAll(CONTROLS);
  let usable = 0;
  for (let index = 0; index < controls.length; index += 1)
    if (takesInput(controls[index] as Element)) usable += 1;
  return usable >= count;
}
