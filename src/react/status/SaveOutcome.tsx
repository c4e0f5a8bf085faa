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
  const { session, messages, readOnly, locale, parts } = useFieldsFormContext('<SaveOutcome>');
  const { Alert, Button } = parts;
  const { engine } = session;
  const queued = useFormState(engine, (state) => state.queuedSave);
  const unconfirmed = useFormState(engine, (state) => state.submitState === 'unconfirmed');
  const checking = useFormState(engine, (state) => state.checkingSave);
  const alreadySaved = useFormState(engine, (state) => state.conflictAlreadySaved);
  const notice = useRef<HTMLParagraphElement>(null);
  const savedNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (unconfirmed || queued) notice.current?.focus();
    else if (alreadySaved) savedNotice.current?.focus();
  }, [unconfirmed, alreadySaved, queued]);
  if (readOnly) return null;
  if (queued) {
    return Alert({
      tone: 'info',
      rootProps: { role: 'status' },
      children: (
        <>
          <p ref={notice} tabIndex={-1}>
            {queued.resumed
              ? formatMessage(messages.saveQueuedFound, { time: savedAtText(queued.at, locale) })
              : messages.saveQueued}
          </p>
          <div className="ef-actions">
            {Button({
              type: 'button',
              variant: 'secondary',
              onClick: () => engine.cancelQueuedSave(),
              children: messages.cancel,
            })}
            {queued.resumed
              ? Button({
                  type: 'button',
                  variant: 'primary',
                  onClick: () => void engine.sendQueuedSave(),
                  children: messages.sendQueuedNow,
                })
              : null}
          </div>
        </>
      ),
    });
  }
  if (alreadySaved) {
    // A part is called, not rendered (no component per notice): it only puts the ref on its
    // element, it never reads it.
    // eslint-disable-next-line react-hooks/refs
    return Alert({
      tone: 'success',
      rootRef: savedNotice,
      rootProps: { role: 'status', tabIndex: -1 },
      children: messages.alreadySaved,
    });
  }
  if (!unconfirmed) return null;
  return Alert({
    tone: 'warning',
    rootProps: { role: 'alert' },
    children: (
      <>
        <p ref={notice} tabIndex={-1}>
          {messages.saveUnconfirmed}
        </p>
        <p role="status" className="ef-help">
          {checking ? messages.checkingSave : ''}
        </p>
        <div className="ef-actions">
          {engine.canCheckSave()
            ? Button({
                type: 'button',
                variant: 'secondary',
                disabled: checking,
                onClick: () => void engine.checkSave(),
                children: messages.checkSaveAgain,
              })
            : null}
          {/* Disabled while checking, as the session ignores it then: the check's answer decides. */}
          {Button({
            type: 'button',
            variant: 'primary',
            disabled: checking,
            onClick: () => void engine.saveAgain(),
            children: messages.saveAgain,
          })}
        </div>
      </>
    ),
  });
}
