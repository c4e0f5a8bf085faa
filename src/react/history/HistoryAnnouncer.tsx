import { visuallyHidden } from '../parts/visuallyHidden';
import { formatMessage } from '../../i18n/messages';
import { useFieldsFormContext } from '../form/FieldsFormContext';
import { useHistoryState } from './useHistoryState';

/**
 * The polite status of an undo or redo ("Undid: Amount"), in the form's language. Mounted with
 * every form (empty until the first move), so the announcement is heard when it comes; it renders
 * on an undo or redo only.
 *
 * @example
 * <HistoryAnnouncer />
 */
export function HistoryAnnouncer() {
  const { session, messages } = useFieldsFormContext('<HistoryAnnouncer>');
  const moved = useHistoryState(session.engine, (history) => history.moved);
  const text = moved
    ? formatMessage(moved.action === 'undo' ? messages.undid : messages.redid, {
        name: moved.label,
      })
    : '';
  return (
    <p
      className="ef-visually-hidden"
      style={visuallyHidden}
      aria-live="polite"
      aria-atomic="true"
      data-ef-history=""
    >
      {/* The same words twice in a row (two undos in one field) are still a change to announce. */}
      {moved && moved.seq % 2 === 0 ? `${text}\u00a0` : text}
    </p>
  );
}
