import { memo, useEffect, useRef } from 'react';
import type { FormSession } from '../../core/session/context/formSession';
import type { SaveReview } from '../review/saveReview';

/**
 * A hidden element that states the form's condition in the DOM, for test drivers
 * (`expense-fields/testing`) and end-to-end tests that see only the page: `data-ef-status`
 * (loading, error, ready), `data-ef-submit` (the submit state), `data-ef-settled` (`true` when no
 * request is out and none is due) and `data-ef-activity` (what is out, as JSON:
 * `[{ kind, label, since }]`), `data-ef-review` (the review step of `reviewBeforeSave`: closed,
 * open, saving); on an `ef-read-values` event it writes `data-ef-values`, the values
 * a save would send (`session.wireValues()`), and on an `ef-read-fields` event `data-ef-fields`,
 * every shown field the form knows as `[{ property, id, name, required }]` (`id` is its input's
 * DOM id), so a driver finds an input of the app's own (`useField`) that draws no field shell. The attributes are written by a subscription, never by a render, so
 * a re-call renders nothing more; the server render leaves them out (ARCHITECTURE.md "Events and
 * activity").
 *
 * @example
 * await expect.poll(() => form.querySelector('[data-ef-form]')?.getAttribute('data-ef-settled')).toBe('true');
 */
export const SessionMarker = memo(function SessionMarker({
  session,
  status,
  domId,
  review,
}: {
  session: FormSession;
  /** The review step of `reviewBeforeSave`. */
  review: SaveReview;
  /** The form's status as the form shows it (`loading` while the locale's strings load). */
  status: string;
  /** The DOM id of a field's input, by its form key (`FieldSession.domId`). */
  domId: (key: string) => string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const writeAll = () => {
      const { submitState } = session.getSnapshot();
      const activity = session.activity();
      element.dataset.efSubmit = submitState;
      element.dataset.efSettled = String(session.isSettled());
      element.dataset.efActivity = JSON.stringify(
        activity.map(({ kind, label, since }) => ({ kind, label, since })),
      );
    };
    // A change that ends the work is written a task later: React commits what a store change
    // renders in a microtask, so a driver that reads "settled" finds the reply on screen (a
    // Playwright driver read a removed group as still shown). A change that starts work is
    // written at once, so a waiter never reads a stale "settled".
    const channel = new MessageChannel();
    let due = false;
    channel.port1.onmessage = () => {
      due = false;
      writeAll();
    };
    const write = () => {
      if (!session.isSettled()) writeAll();
      else if (!due) {
        due = true;
        channel.port2.postMessage(null);
      }
    };
    writeAll();
    const stopState = session.subscribe(write);
    const stopActivity = session.subscribeActivity(write);
    // What a driver's undo and redo read: can it move, and has it moved (`undo redo:seq`).
    const history = () => {
      const { canUndo, canRedo, moved } = session.history();
      element.dataset.efHistory = `${Number(canUndo)}${Number(canRedo)}:${moved?.seq ?? 0}`;
    };
    history();
    const stopHistory = session.subscribeHistory(history);
    // The review step: a driver's `submit()` confirms it, its `status()` reads `reviewing`.
    const step = () => {
      element.dataset.efReview = review.state().step;
    };
    step();
    const stopReview = review.subscribe(step);
    // A driver asks for the exact values when it reads them (none is written until one asks).
    const answer = () => {
      element.dataset.efValues = JSON.stringify(session.wireValues());
    };
    element.addEventListener('ef-read-values', answer);
    // The fields a driver may name, asked on each look-up (none is written until one asks):
    // rewritten only when they differ, so a driver's wait does not see its own question as a change.
    const answerFields = () => {
      const fields = session
        .getSnapshot()
        .fields.filter((field) => field.shown)
        .map(({ key, item }) => ({
          property: item.property,
          id: domId(key),
          name: item.name ?? item.property,
          required: item.mandatory === true,
        }));
      const json = JSON.stringify(fields);
      if (element.dataset.efFields !== json) element.dataset.efFields = json;
    };
    element.addEventListener('ef-read-fields', answerFields);
    return () => {
      channel.port1.close();
      stopState();
      stopActivity();
      stopHistory();
      stopReview();
      element.removeEventListener('ef-read-values', answer);
      element.removeEventListener('ef-read-fields', answerFields);
    };
  }, [session, domId, review]);
  // The status is rendered, not written: "ready" is on the marker in the same commit that puts the
  // fields on screen, so a driver never reads a ready form without its fields. It is the form's
  // status, not the session's: a form whose locale's strings are loading is still loading.
  return <span ref={ref} hidden data-ef-form="" data-ef-status={status} />;
});
