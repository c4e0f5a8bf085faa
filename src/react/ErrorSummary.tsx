import { useFormState } from 'react-hook-form';
import type { IndexedField } from '../core/wire/fieldIndex';
import type { FormValues } from '../core/values/formValues';
import type { ServerMessage } from '../core/values/merge';
import type { FieldsFormApi } from './useFieldsForm';

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  form: Pick<FieldsFormApi, 'control' | 'session' | 'messages' | 'formMessages'>;
  fields: readonly IndexedField[];
  /** DOM id of the summary (focus goes here when no field can take it). */
  id: string;
}

/**
 * The summary at the top of the form: each field error links to its field, in server order, then
 * the server's messages for properties no shown field has. It subscribes to errors only.
 *
 * @example
 * <ErrorSummary form={form} fields={form.fields} id="summary" />
 */
export function ErrorSummary({ form, fields, id }: ErrorSummaryProps) {
  const { errors } = useFormState<FormValues>({ control: form.control });
  const entries = fields.flatMap(({ key, item, shown }) => {
    const error = shown ? errors[key] : undefined;
    return error?.message
      ? [
          {
            key,
            label: item.name ?? item.property,
            message: String(error.message),
            warning: error.type === 'warning',
          },
        ]
      : [];
  });
  const general: ServerMessage[] = form.formMessages;
  if (entries.length === 0 && general.length === 0) return null;
  const onlyWarnings =
    entries.every((entry) => entry.warning) &&
    general.every((message) => message.level === 'WARNING');
  const { messages } = form;
  return (
    <div
      className="ef-summary"
      data-kind={onlyWarnings ? 'warning' : 'error'}
      id={id}
      tabIndex={-1}
      role="region"
      aria-labelledby={`${id}-title`}
    >
      <h2 className="ef-summary-title" id={`${id}-title`}>
        {onlyWarnings ? messages.warningSummaryTitle : messages.errorSummaryTitle}
      </h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            <a
              href={`#${form.session.domId(entry.key)}`}
              onClick={(event) => {
                event.preventDefault();
                const target = document.getElementById(form.session.domId(entry.key));
                const focusable = target?.matches('input, textarea, select, button, a[href]')
                  ? target
                  : target?.querySelector<HTMLElement>('input, textarea, select, button, a[href]');
                (focusable ?? target)?.focus();
              }}
            >
              {entry.label}: {entry.message}
            </a>
          </li>
        ))}
        {general.map((message, index) => (
          <li key={`${message.property}-${message.code}-${index}`}>{message.message}</li>
        ))}
      </ul>
    </div>
  );
}
