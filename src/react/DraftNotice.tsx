import type { MouseEvent } from 'react';
import { dateTimeFormat } from '../core/values/intlFormats';
import { formatMessage } from '../i18n/messages';
import type { FieldsFormApi } from './useFieldsForm';

/** Props of {@link DraftNotice}. */
export interface DraftNoticeProps {
  form: Pick<
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
 * <DraftNotice form={form} />
 */
export function DraftNotice({ form }: DraftNoticeProps) {
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
      {offer ? (
        <div className="ef-alert" data-kind="info">
          <p className="ef-alert-title">
            {formatMessage(messages.draftFound, { time: when(offer.savedAt, locale) })}
          </p>
          {offer.versionMoved ? <p className="ef-help">{messages.draftVersionMoved}</p> : null}
          <div className="ef-actions">
            <button type="button" className="ef-button" onClick={then(form.restoreDraft)}>
              {messages.draftRestore}
            </button>
            <button
              type="button"
              className="ef-button"
              data-variant="secondary"
              onClick={then(form.discardDraft)}
            >
              {messages.draftDiscard}
            </button>
          </div>
        </div>
      ) : null}
      {elsewhere !== null ? (
        <p className="ef-alert" data-kind="warning">
          {formatMessage(messages.draftElsewhere, { time: when(elsewhere, locale) })}
        </p>
      ) : null}
    </div>
  );
}

const FIELD_CONTROLS = 'input:not([type=hidden]), textarea, select';

/** "14:32" today, "21 Nov 2026, 14:32" before. */
function when(time: number, locale: string): string {
  const date = new Date(time);
  const today = new Date().toDateString() === date.toDateString();
  return dateTimeFormat(
    locale,
    today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(date);
}
