import { useSyncExternalStore } from 'react';
import type { FormSession } from '../../core/session/context/formSession';
import type { DraftEvent } from '../../core/session/state/sessionEvents';
// From the main entry itself, as `<FieldsDevtools>` does: the page's one list of forms.
import { formsOnPage, type SaveReview, type SaveReviewState } from '../../index';

const time = (at: number) => new Date(at).toLocaleTimeString();

/** Tells the panel when the device goes on or off line. */
const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

const NO_REVIEW: SaveReviewState = { on: false, step: 'closed', openedBy: null, log: [] };
const STEP_TEXT = {
  closed: 'on, not shown',
  open: 'on: the step is shown, Save waits for Confirm or Back',
  saving: 'on: confirmed, the save is out',
} as const;

/** The review step of `reviewBeforeSave` of a session's form on the page, while it is mounted. */
function useSaveReview(session: FormSession): SaveReviewState {
  const forms = useSyncExternalStore(formsOnPage.subscribe, formsOnPage.list);
  const review: SaveReview | undefined = forms.find((form) => form.session === session)?.review;
  return useSyncExternalStore(
    review?.subscribe ?? formsOnPage.subscribe,
    () => review?.state() ?? NO_REVIEW,
  );
}

/**
 * The save state, the device's connection, the review step of `reviewBeforeSave` and the draft's
 * life since the panel opened.
 */
export function SaveState({
  session,
  drafts,
}: {
  session: FormSession;
  drafts: readonly DraftEvent[];
}) {
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const error = state.submitError instanceof Error ? state.submitError.message : null;
  const review = useSaveReview(session);
  return (
    <div>
      <dl>
        <dt>Form</dt>
        <dd>
          {state.status}
          {state.updating ? ', a re-call is out' : ''}
          {session.isDirty() ? ', unsaved changes' : ''}
        </dd>
        <dt>Save</dt>
        <dd>
          {state.submitState}
          {state.submitState === 'unconfirmed' ? ' (the reply was lost: outcome unknown)' : ''}
          {state.conflictAlreadySaved ? ' (already saved)' : ''}
          {error && ` — ${error}`}
        </dd>
        <dt>Review before save</dt>
        <dd>{review.on ? STEP_TEXT[review.step] : 'off'}</dd>
        <dt>Device</dt>
        <dd>{online ? 'online' : 'offline'}</dd>
        <dt>Draft</dt>
        <dd>
          {state.draftOffer ? `offered (saved ${time(state.draftOffer.savedAt)})` : 'none offered'}
          {state.draftElsewhereAt !== null &&
            `, another tab saved one at ${time(state.draftElsewhereAt)}`}
        </dd>
      </dl>
      {review.log.length > 0 && (
        <ol aria-label="Review steps">
          {review.log.map((entry, index) => (
            <li key={index}>
              {time(entry.at)} {entry.action}
            </li>
          ))}
        </ol>
      )}
      {drafts.length > 0 && (
        <ol aria-label="Draft events">
          {drafts.map((event, index) => (
            <li key={index}>
              {time(event.at)} {event.action}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
