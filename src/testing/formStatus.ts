import type { ProbedForm } from './probeTypes';
import type { FormStatusName } from './formDriverTypes';

/** Submit states that keep their name; the others are renamed for a test's reading. */
const SAME = new Set(['invalid', 'warnings', 'conflict', 'failed', 'unconfirmed']);
/** What makes an idle form `updating`: the user's change is being re-called (or will be). */
const UPDATES = new Set(['recall', 'recallDue', 'command', 'reload']);

/**
 * The status a test reads from the form's marker (`data-ef-status`, `data-ef-submit`,
 * `data-ef-activity`).
 *
 * @example
 * formStatus(form); // 'saved'
 */
export function formStatus(form: ProbedForm): FormStatusName {
  if (!form.found || form.status === 'loading') return 'loading';
  if (form.status === 'error') return 'loadFailed';
  if (form.submit === 'submitting') return 'saving';
  if (form.submit === 'submitted') return 'saved';
  if (form.reviewing) return 'reviewing';
  // A save kept on the device while offline, unless it is going out now.
  if (form.submit === 'queued')
    return form.activity.some((entry) => entry.kind === 'saveDue') ? 'saving' : 'offline';
  if (SAME.has(form.submit)) return form.submit as FormStatusName;
  return form.activity.some((entry) => UPDATES.has(entry.kind)) ? 'updating' : 'ready';
}
