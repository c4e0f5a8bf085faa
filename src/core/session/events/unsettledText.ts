import type { Activity } from '../state/sessionEvents';

/**
 * What a form that did not settle in time still has out, in words.
 *
 * @example
 * unsettledText(session.activity(), 5000); // 'Not settled after 5.0 s: re-call PUT /…/fields sent 5.0 s ago.'
 */
export function unsettledText(activity: readonly Activity[], timeoutMs: number): string {
  const now = Date.now();
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const what =
    activity.length === 0
      ? 'the form is still loading or saving'
      : activity
          .map(({ kind, label, since }) =>
            kind === 'recallDue' || kind === 'saveDue'
              ? `${label} (${seconds(now - since)})`
              : `${label} sent ${seconds(now - since)} ago`,
          )
          .join('; ');
  return `Not settled after ${seconds(timeoutMs)}: ${what}.`;
}
