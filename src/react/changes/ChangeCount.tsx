import { memo } from 'react';
import { formatMessage, type FormMessages } from '../../i18n/messages';
import { useFieldsFormContext } from '../form/FieldsFormContext';

/** Props of {@link ChangeCount}. */
export interface ChangeCountProps {
  /** Changed, added and removed fields together. */
  count: number;
  messages: FormMessages;
}

/**
 * The change summary's count, a polite live region (a screen reader hears it when it changes):
 * "No changes." at none, else the count in the form's language, its plural form and its digits by
 * the form's locale ("5 zmian", "1.000 Änderungen"; ARCHITECTURE.md "Languages"). Inside a form.
 * A keystroke that leaves the count as it was renders it not (memo: its props are equal).
 *
 * @example
 * <ChangeCount count={changes.changed.length} messages={messages} />
 */
export const ChangeCount = memo(function ChangeCount({ count, messages }: ChangeCountProps) {
  const { locale } = useFieldsFormContext('<ChangeSummary>');
  return (
    <p className="ef-changes-count" role="status" aria-live="polite">
      {count === 0 ? messages.noChanges : formatMessage(messages.changesCount, { count }, locale)}
    </p>
  );
});
