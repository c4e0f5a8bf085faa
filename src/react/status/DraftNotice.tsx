import type { MouseEvent } from 'react';
import { formatMessage } from '../../i18n/messages';
import type { FormParts } from '../../registry/formParts';
import { useFieldsFormContext } from '../form/FieldsFormContext';
import { useFormParts } from '../parts/useFormParts';
import type { FieldsFormApi } from '../session/useFieldsForm';
import { useFormState } from '../session/useFormState';
import { savedAtText } from './savedAtText';

/** Props of {@link DraftNotice}: none inside a form. */
export interface DraftNoticeProps {
  /** Default: the enclosing form's. */
  form?: Pick<
    FieldsFormApi,
    'draftOffer' | 'draftElsewhereAt' | 'restoreDraft' | 'discardDraft' | 'messages' | 'locale'
  >;
}

/**
 * The offer of a stored draft ("You have unsaved changes from 14:32": restore or discard) and the
 * word that another tab saved a draft of the same report. A polite live region: the offer arrives
 * after the form is on screen, and is read out without taking focus.
 *
 * @example
 * <FieldsForm source={source}>
 *   <DraftNotice />
 *   <RemainingFields />
 * </FieldsForm>
 */
export function DraftNotice({ form }: DraftNoticeProps) {
  const parts = useFormParts();
  return form ? draftNoticeView(form, parts) : <FormDraftNotice />;
}

/** The notice of the enclosing form: it reads the offer from the session's state. */
function FormDraftNotice() {
  const { session, messages, locale, parts } = useFieldsFormContext('<DraftNotice>');
  const { engine } = session;
  const draftOffer = useFormState(engine, (state) => state.draftOffer);
  const draftElsewhereAt = useFormState(engine, (state) => state.draftElsewhereAt);
  return draftNoticeView(
    {
      draftOffer,
      draftElsewhereAt,
      restoreDraft: engine.restoreDraft,
      discardDraft: engine.discardDraft,
      messages,
      locale,
    },
    parts,
  );
}

/** The notice's markup (no hooks), drawn with the look's parts. */
function draftNoticeView(
  form: NonNullable<DraftNoticeProps['form']>,
  { Alert, Button }: Readonly<FormParts>,
) {
  const { draftOffer: offer, draftElsewhereAt: elsewhere, messages, locale } = form;
  // The buttons go away with the offer: focus moves on to the first field, never to <body>.
  const then = (decide: () => unknown) => (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.closest('.ef-draft');
    const next = [
      ...(box?.closest('form')?.querySelectorAll<HTMLElement>(FIELD_CONTROLS) ?? []),
    ].find((element) => !box?.contains(element));
    void decide();
    next?.focus();
  };
  return (
    <div role="status" className="ef-draft">
      {offer
        ? Alert({
            tone: 'info',
            rootProps: {},
            title: (
              <p className="ef-alert-title">
                {formatMessage(messages.draftFound, { time: savedAtText(offer.savedAt, locale) })}
              </p>
            ),
            children: (
              <>
                {offer.versionMoved ? (
                  <p className="ef-help">{messages.draftVersionMoved}</p>
                ) : null}
                <div className="ef-actions">
                  {Button({
                    type: 'button',
                    variant: 'primary',
                    'data-ef-part': 'draft-restore',
                    onClick: then(form.restoreDraft),
                    children: messages.draftRestore,
                  })}
                  {Button({
                    type: 'button',
                    variant: 'secondary',
                    'data-ef-part': 'draft-discard',
                    onClick: then(form.discardDraft),
                    children: messages.draftDiscard,
                  })}
                </div>
              </>
            ),
          })
        : null}
      {elsewhere !== null
        ? Alert({
            tone: 'warning',
            rootProps: {},
            children: (
              <>
                {formatMessage(messages.draftElsewhere, { time: savedAtText(elsewhere, locale) })}
              </>
            ),
          })
        : null}
    </div>
  );
}

const FIELD_CONTROLS = 'input:not([type=hidden]), textarea, select';
