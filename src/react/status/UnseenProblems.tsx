import { useEffect, useRef, useSyncExternalStore } from 'react';
import { formatMessage } from '../../i18n/messages';
import { useFieldsFormContext } from '../form/FieldsFormContext';
import { useFormState } from '../session/useFormState';
import { usePlacement } from '../layout/usePlacement';

/**
 * The one claim a form's notice of unseen problems is drawn under: `<SubmitButton>` and
 * `<FormStatus>` both offer it, the first placed draws it (never twice).
 */
const NOTICE = '#unseen-problems';

/**
 * Drawn while the save stands refused (`submitState` `invalid`; mounted then only, so a form pays
 * nothing for it until then). After a save the form refused (its own checks or the server's field errors), says how many
 * fields need attention and names them, when this screen shows neither those fields nor an
 * `<ErrorSummary>`: a screen of one's own that places a few fields must never refuse a save
 * silently (ARCHITECTURE.md "Composition"). What is on screen is read from the DOM after the
 * commit (a field's input or wrapper by its DOM id, the summary by its id), so a field drawn
 * anywhere counts, by `<FormField>`, `<RemainingFields>` or an input of the app's own.
 *
 * @example
 * {submitState === 'invalid' ? <UnseenProblems /> : null} // in <SubmitButton> and <FormStatus>
 */
export function UnseenProblems() {
  const { session, messages, locale, placements } = useFieldsFormContext('<SubmitButton>');
  const { engine } = session;
  const owns = usePlacement(placements, NOTICE, null);
  const fields = useFormState(engine, (state) => state.fields);
  const fieldMessages = useSyncExternalStore(
    engine.subscribeMessages,
    engine.fieldMessages,
    engine.fieldMessages,
  );
  const notice = useRef<HTMLParagraphElement>(null);
  // What is on screen is known after the commit: the notice's words are written then, into an
  // element React renders empty (so it never overwrites them).
  useEffect(() => {
    const element = notice.current;
    if (!element) return;
    const shown = (id: string) =>
      document.getElementById(id) !== null ||
      document.querySelector(`[data-field="${id.replace(/["\\]/g, '\\$&')}"]`) !== null;
    const names =
      !owns || shown(session.domId('summary'))
        ? []
        : fieldMessages
            .filter(({ key, message }) => message.type !== 'warning' && !shown(session.domId(key)))
            .map(({ key }) => {
              const item = fields.find((field) => field.key === key)?.item;
              return item?.name ?? item?.property ?? key;
            });
    // The count and the list in the form's language: "5 pól", "Datum und Betrag".
    const text =
      names.length === 0
        ? ''
        : formatMessage(messages.unseenProblems, { count: names.length, names }, locale);
    if (element.textContent !== text) element.textContent = text;
    element.hidden = text === '';
  }, [owns, fieldMessages, fields, session, messages, locale]);
  if (!owns) return null;
  return <p ref={notice} role="alert" className="ef-alert" data-kind="error" hidden />;
}
