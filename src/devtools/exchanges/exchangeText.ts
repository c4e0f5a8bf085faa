import type { ExchangeEvent } from '../../core/session/state/sessionEvents';
import type { ExchangeRow } from '../recorder/devtoolsLog';

/** How the panel names a phase: a stale reply was dropped. */
const PHASES: Record<ExchangeEvent['phase'], string> = {
  sent: 'out',
  applied: 'applied',
  stale: 'dropped (stale)',
  aborted: 'aborted',
  failed: 'failed',
  queued: 'queued',
};

/** The kinds in words, as the timeline lists them. */
const KINDS: Record<ExchangeEvent['kind'], string> = {
  load: 'load',
  recall: 're-call',
  command: 'command',
  save: 'save',
  reload: 'reload',
  confirm: 'confirm save',
  upload: 'upload',
  list: 'list values',
  draft: 'draft lookup',
};

/**
 * The words of a timeline row: kind, phase, duration, status and error (`re-call`, `dropped
 * (stale)`, `120 ms`, `HTTP 500`, the error's message). One wording for the timeline, the detail
 * and the Storybook panel.
 *
 * @example
 * exchangeText(row).phase; // 'dropped (stale)'
 */
export function exchangeText(row: ExchangeRow) {
  const event = row.end ?? row.sent;
  return {
    kind: KINDS[event.kind],
    phase: PHASES[event.phase],
    phaseClass: `efd-phase-${event.phase}`,
    duration: row.end ? `${event.durationMs} ms` : 'out',
    status: event.status === null ? '' : event.status === 0 ? 'no answer' : `HTTP ${event.status}`,
    error:
      event.error instanceof Error ? event.error.message : event.error ? String(event.error) : null,
  };
}
