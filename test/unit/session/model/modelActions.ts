// The promises the session's public methods return: none may reject, each must settle once the
// back end has answered everything, and a save's ends in one of the save outcomes.
import type { FormSession, SubmitState } from '../../../../src/core/session';

/** Where a save the user asked for may end (submitted, failed, unknown or queued). */
const SAVE_ENDS: ReadonlySet<SubmitState> = new Set<SubmitState>([
  'submitted',
  'failed',
  'conflict',
  'invalid',
  'warnings',
  'unconfirmed',
  'queued',
]);

/** One watched promise. */
export interface Action {
  what: string;
  page: number;
  settled: boolean;
  /** A save the user asked for: the state it started from, to tell a no-op from a save. */
  saveFrom: SubmitState | null;
  callsBefore: number;
  /** The request count when it settled (Infinity while it is out). */
  callsAtEnd: number;
}

/** What the log reads of the world. */
export interface ActionHost {
  page(): number;
  session(): FormSession;
  calls(): number;
  problems: string[];
}

/**
 * The log of watched promises.
 *
 * @example
 * const actions = createModelActions(host);
 * actions.track('submit', () => session.submit(), true);
 */
export function createModelActions(host: ActionHost) {
  const list: Action[] = [];
  const outOn = (page: number, except: Action | null = null) =>
    list.some((other) => other !== except && !other.settled && other.page === page);
  /** A save's promise settled: it ended in one of the save outcomes, or it was a no-op. */
  const saveEnded = (action: Action) => {
    const now = host.session().getSnapshot().submitState;
    if (SAVE_ENDS.has(now)) return;
    const sent = host.calls() > action.callsBefore;
    if (now === 'submitting' && outOn(action.page, action)) return;
    if (!sent && now === action.saveFrom) return;
    host.problems.push(`${action.what} ended in '${now}' (from '${action.saveFrom}')`);
  };
  return {
    list,
    /** Call a public method that returns a promise: it is watched, never awaited by the command. */
    track(what: string, run: () => Promise<void>, save = false) {
      const action: Action = {
        what,
        page: host.page(),
        settled: false,
        saveFrom: save ? host.session().getSnapshot().submitState : null,
        callsBefore: host.calls(),
        callsAtEnd: Infinity,
      };
      list.push(action);
      run().then(
        () => {
          action.settled = true;
          action.callsAtEnd = host.calls();
          if (action.page === host.page() && action.saveFrom !== null) saveEnded(action);
        },
        (error: unknown) => {
          action.settled = true;
          action.callsAtEnd = host.calls();
          host.problems.push(`${what} rejected: ${String(error)}`);
        },
      );
    },
    /** A save the user asked for is under way on this page. */
    saving: (page: number) =>
      list.some((action) => action.saveFrom !== null && !action.settled && action.page === page),
    /**
     * The request count when the save under way on `page` as request `id` left was asked for, if
     * one was: every save request of the page since then is one of its tries. Under way then, not
     * now: a try refused offline ends its save before the world audits it.
     */
    askedBefore(page: number, id: number) {
      const asked = list.filter(
        (action) =>
          action.saveFrom !== null &&
          action.page === page &&
          action.callsBefore < id &&
          id <= action.callsAtEnd,
      );
      return asked.length === 0 ? null : Math.min(...asked.map((action) => action.callsBefore));
    },
    /** The watched promises of this page that have not settled. */
    open: (page: number) => list.filter((action) => action.page === page && !action.settled),
  };
}

/** The action log of one run. */
export type ModelActions = ReturnType<typeof createModelActions>;
