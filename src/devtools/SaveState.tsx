import { useSyncExternalStore } from 'react';
import type { FormSession } from '../core/session/context/formSession';
import type { DraftEvent } from '../core/session/state/sessionEvents';

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

/** The save state, the device's connection and the draft's life since the panel opened. */
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
        <dt>Device</dt>
        <dd>{online ? 'online' : 'offline'}</dd>
        <dt>Draft</dt>
        <dd>
          {state.draftOffer ? `offered (saved ${time(state.draftOffer.savedAt)})` : 'none offered'}
          {state.draftElsewhereAt !== null &&
            `, another tab saved one at ${time(state.draftElsewhereAt)}`}
        </dd>
      </dl>
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
