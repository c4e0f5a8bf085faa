import { useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { IndexedField } from '../../core/wire/fieldIndex';
import type { ServerMessage } from '../../core/values/serverMessages';
import { FieldsFormContext, noFormError } from '../form/FieldsFormContext';
import type { FieldsFormApi } from '../session/useFieldsForm';
import { useFormState } from '../session/useFormState';
import { useFormParts } from '../parts/useFormParts';

/** Props of {@link ErrorSummary}: none inside a form; a form of your own may pass its parts. */
export interface ErrorSummaryProps {
  /** Default: the enclosing form's. */
  form?: Pick<FieldsFormApi, 'engine' | 'session' | 'messages' | 'formMessages'>;
  /** Default: the enclosing form's fields. */
  fields?: readonly IndexedField[];
  /** DOM id of the summary (focus goes here when no field can take it). Default the form's. */
  id?: string;
}

/** One line of the summary: a field's message (a link to it) or a form-level message. */
interface SummaryLine {
  id: string;
  /** The field's form key; none for a message no shown field holds. */
  key?: string;
  text: string;
}

/**
 * The summary at the top of the form (ARCHITECTURE.md "Server errors"): errors under one heading,
 * warnings under their own, which does not read as blocking. Each field's message links to its
 * field, in server order; the server's messages for properties no shown field has follow, each
 * under its level (only `WARNING` is a warning: spec 4.2's save-despite-warnings flag lets nothing
 * else through). It reads the messages through the session, so a keystroke that changes no
 * message renders nothing here.
 *
 * @example
 * <FieldsForm source={source}>
 *   <ErrorSummary />
 *   <RemainingFields />
 * </FieldsForm>
 */
export function ErrorSummary(props: ErrorSummaryProps) {
  const context = useContext(FieldsFormContext);
  const { Alert } = useFormParts();
  const session = props.form?.session ?? context?.session;
  const messages = props.form?.messages ?? context?.messages;
  if (!session || !messages) throw noFormError('<ErrorSummary>');
  const { engine } = session;
  const stateFields = useFormState(engine, (state) => state.fields);
  const stateMessages = useFormState(engine, (state) => state.formMessages);
  const fields = props.fields ?? stateFields;
  const formMessages = props.form?.formMessages ?? stateMessages;
  const id = props.id ?? session.domId('summary');
  const fieldMessages = useSyncExternalStore(
    engine.subscribeMessages,
    engine.fieldMessages,
    engine.fieldMessages,
  );
  const labels = new Map(fields.map(({ key, item }) => [key, item.name ?? item.property]));
  const errors: SummaryLine[] = [];
  const warnings: SummaryLine[] = [];
  for (const { key, message } of fieldMessages) {
    const text = `${labels.get(key) ?? key}: ${message.message}`;
    (message.type === 'warning' ? warnings : errors).push({ id: key, key, text });
  }
  formMessages.forEach((message: ServerMessage, index) => {
    const line = { id: `${message.property}-${message.code}-${index}`, text: message.message };
    (message.level === 'WARNING' ? warnings : errors).push(line);
  });
  if (errors.length === 0 && warnings.length === 0) return null;

  const focusField = (key: string) => {
    const target = document.getElementById(session.domId(key));
    const focusable = target?.matches(FOCUSABLE)
      ? target
      : target?.querySelector<HTMLElement>(FOCUSABLE);
    (focusable ?? target)?.focus();
  };
  const section = (kind: 'error' | 'warning', title: string, lines: SummaryLine[]): ReactNode =>
    lines.length === 0 ? null : (
      <section className="ef-summary-part" data-kind={kind} aria-labelledby={`${id}-${kind}s`}>
        <h2 className="ef-summary-title" id={`${id}-${kind}s`}>
          {title}
        </h2>
        <ul>
          {lines.map((line) => (
            <li key={line.id} data-ef-part="summary-line" data-kind={kind}>
              {line.key === undefined ? (
                line.text
              ) : (
                <a
                  href={`#${session.domId(line.key)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    if (line.key !== undefined) focusField(line.key);
                  }}
                >
                  {line.text}
                </a>
              )}
            </li>
          ))}
        </ul>
      </section>
    );
  const titles = [
    errors.length > 0 ? `${id}-errors` : '',
    warnings.length > 0 ? `${id}-warnings` : '',
  ];
  return (
    // A group named by its headings: focus lands here when no field can take it.
    Alert({
      kind: 'summary',
      tone: errors.length > 0 ? 'error' : 'warning',
      rootProps: {
        id,
        tabIndex: -1,
        role: 'group',
        'aria-labelledby': titles.filter(Boolean).join(' '),
        'data-ef-part': 'summary',
      },
      children: (
        <>
          {section('error', messages.errorSummaryTitle, errors)}
          {section('warning', messages.warningSummaryTitle, warnings)}
        </>
      ),
    })
  );
}

const FOCUSABLE = 'input, textarea, select, button, a[href]';
