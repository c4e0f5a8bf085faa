import { useEffect, useRef } from 'react';
import { formatMessage } from '../../i18n/messages';
import { useFieldsFormContext } from '../form/FieldsFormContext';
import { savedAtText } from './savedAtText';
import { useFormState } from '../session/useFormState';

/**
 * What the form knows of a save that it could not confirm (ARCHITECTURE.md "Submit"):
 * when a create's reply was lost and no idempotency key protects a repeat, "We could not confirm
 * that the report was saved…" with the explicit "Save it again" (the Save button does not send
 * while the outcome is unknown) and, when the form has `confirmSave`, "Check again"; and "Your
 * changes were already saved." when a repeated save found its own earlier try stored; "Saved on
 * this device…" with Cancel while a save waits for the network, and after a reload "A save of this
 * report from 14:32 is waiting on this device." with "Send it now". Focus moves to the notice,
 * never to `<body>`. It reads the session's state itself, so no field renders for it.
 *
 * @example
 * <FieldsForm source={source}>
 *   <RemainingFields />
 *   <FormStatus />
 *   <SaveOutcome />
 *   <SubmitButton />
 * </FieldsForm>
 */
export function SaveOutcome() {
  const { session, messages, readOnly, locale } = useFieldsFormContext('<SaveOutcome>');
  const { engine } = session;
  const queued = useFormState(engine, (state) => state.queuedSave);
  const unconfirmed = useFormState(engine, (state) => state.submitState === 'unconfirmed');
  const checking = useFormState(engine, (state) => state.checkingSave);
  const alreadySaved = useFormState(engine, (state) => state.conflictAlreadySaved);
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (unconfirmed || alreadySaved || queued) notice.current?.focus();
  }, [unconfirmed, alreadySaved, queued]);
  if (readOnly) return null;
  if (queued) {
    return (
      <div role="status" className="ef-alert" data-kind="info">
        <p ref={notice} tabIndex={-1}>
          {queued.resumed
            ? formatMessage(messages.saveQueuedFound, { time: savedAtText(queued.at, locale) })
            : messages.saveQueued}
        </p>
        <div className="ef-actions">
          <button
            type="button"
            className="ef-button"
            data-variant="secondary"
            onClick={() => engine.cancelQueuedSave()}
          >
            {messages.cancel}
          </button>
          {queued.resumed ? (
            <button
              type="button"
              className="ef-button"
              onClick={() => void engine.sendQueuedSave()}
            >
              {messages.sendQueuedNow}
            </button>
          ) : null}
        </div>
      </div>
    );
  }
  if (alreadySaved) {
    return (
      <p ref={notice} role="status" className="ef-alert" data-kind="success" tabIndex={-1}>
        {messages.alreadySaved}
      </p>
    );
  }
  if (!unconfirmed) return null;
  return (
    <div role="alert" className="ef-alert" data-kind="warning">
      <p ref={notice} tabIndex={-1}>
        {messages.saveUnconfirmed}
      </p>
      <p role="status" className="ef-help">
        {checking ? messages.checkingSave : ''}
      </p>
      <div className="ef-actions">
        {engine.canCheckSave() ? (
          <button
            type="button"
            className="ef-button"
            data-variant="secondary"
            disabled={checking}
            onClick={() => void engine.checkSave()}
          >
            {messages.checkSaveAgain}
          </button>
        ) : null}
        {/* Disabled while checking, as the session ignores it then: the check's answer decides. */}
        <button
          type="button"
          className="ef-button"
          disabled={checking}
          onClick={() => void engine.saveAgain()}
        >
          {messages.saveAgain}
        </button>
      </div>
    </div>
  );
}
