import { memo, useCallback, useMemo, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { holdsValue } from '../core/fieldIndex';
import type { FieldItem } from '../core/types';
import { checkEdit } from '../core/values';
import { controlEntryFor } from '../registry/resolveControls';
import type { ControlComponent, ControlProps } from '../registry/types';
import type { FieldSession } from './useFieldsForm';
import { CommandButtons } from './CommandButtons';
import { describedByFor, FieldShell } from './FieldShell';
import { FieldErrorBoundary } from './FieldErrorBoundary';
import { FieldList } from './FieldList';
import { useFieldsFormContext } from './FieldsFormContext';
import { problemMessage } from './messages';

/** Props of {@link Field}. */
export interface FieldProps {
  item: FieldItem;
  /** The field's form key (`indexFields`). */
  fieldKey: string;
}

const renderChildren = (items: readonly FieldItem[]): ReactNode => <FieldList items={items} />;

/**
 * One field of the envelope: its control from the registry inside `FieldShell`, an error
 * boundary, and its command buttons. A field with a value subscribes to its own state only, so
 * typing re-renders this field and nothing else.
 *
 * @example
 * <Field item={item} fieldKey={key} />
 */
export const Field = memo(function Field({ item, fieldKey }: FieldProps) {
  const { session, messages } = useFieldsFormContext();
  if (!item.visible) return null;
  // The boundary sits above the field's state: a keystroke re-renders the field and its control
  // only, while a control that throws still leaves the rest of the form working.
  return (
    <FieldErrorBoundary
      fallback={
        <div className="ef-field">
          <span className="ef-label">{item.name ?? item.property}</span>
          <p className="ef-error" id={session.domId(fieldKey)}>
            {messages.fieldCrashed}
          </p>
        </div>
      }
    >
      {holdsValue(item) ? (
        <ValueField item={item} fieldKey={fieldKey} />
      ) : (
        <StaticField item={item} fieldKey={fieldKey} />
      )}
    </FieldErrorBoundary>
  );
});

/** What both kinds of field take from the form: the registry entry, strings, ids. */
function useFieldChrome(item: FieldItem, fieldKey: string) {
  const { session, registry, messages, locale, locked, readOnly } = useFieldsFormContext();
  const entry = controlEntryFor(registry, item.controlType);
  const loadList = useMemo(
    () => (item.url ? (session.loadList(item.url) ?? undefined) : undefined),
    [item.url, session],
  );
  const onRemove = useMemo(
    () => (item.removable ? () => void session.removeField(item) : undefined),
    [item, session],
  );
  return {
    session,
    entry,
    chrome: {
      session,
      item,
      fieldKey,
      messages,
      locale,
      locked,
      readOnly,
      loadList,
      onRemove,
      entryLabel: entry.label,
      Control: entry.component,
      domId: session.domId(fieldKey),
    },
  };
}

function ValueField({ item, fieldKey }: FieldProps) {
  const { session, entry, chrome } = useFieldChrome(item, fieldKey);
  const { messages } = chrome;
  const rules = useMemo(
    () => ({
      validate: (value: unknown) => {
        if (!item.enabled) return true;
        const result = checkEdit(item, value, { ...session.valueContext(), item });
        return result.ok || problemMessage(result.problem, messages);
      },
    }),
    [item, messages, session],
  );
  const { field, fieldState } = useController({ name: fieldKey, control: session.control, rules });
  const { onChange: setValue, onBlur: markBlurred } = field;
  const onChange = useCallback(
    (value: unknown) => {
      setValue(value);
      session.noteEdit(fieldKey);
      if (item.requiresUpdate) session.commit(fieldKey, entry.commit);
    },
    [setValue, session, fieldKey, item.requiresUpdate, entry.commit],
  );
  const onBlur = useCallback(() => {
    markBlurred();
    if (item.requiresUpdate && entry.commit === 'blur') session.commit(fieldKey, 'blurred');
  }, [markBlurred, session, fieldKey, item.requiresUpdate, entry.commit]);
  const error = fieldState.error;
  return renderFieldView({
    ...chrome,
    value: field.value,
    onChange,
    onBlur,
    inputRef: field.ref,
    errorText: error?.message ?? null,
    warning: error?.type === 'warning',
  });
}

function StaticField({ item, fieldKey }: FieldProps) {
  const { chrome } = useFieldChrome(item, fieldKey);
  return renderFieldView({
    ...chrome,
    value: item.value,
    onChange: noop,
    onBlur: noop,
    inputRef: noop,
    errorText: item.errorText ?? item.error ?? null,
    warning: false,
  });
}

const noop = () => undefined;
const realNow = () => new Date();

interface FieldViewProps extends FieldProps {
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  inputRef: ControlProps['inputRef'];
  errorText: string | null;
  warning: boolean;
  entryLabel: 'label' | 'legend' | 'none';
  Control: ControlComponent;
  messages: ControlProps['messages'];
  locale: string;
  locked: boolean;
  readOnly: boolean;
  domId: string;
  session: FieldSession;
  loadList: ControlProps['loadList'];
  onRemove: (() => void) | undefined;
}

/**
 * The field's markup: a plain function (no hooks), called by the field component, so the shell
 * adds no component of its own to a keystroke's renders.
 */
function renderFieldView(props: FieldViewProps) {
  const { item, Control, domId, errorText, warning, messages, session, loadList, onRemove } = props;
  const describedBy = describedByFor(domId, { hasHelp: false, hasError: Boolean(errorText) });
  const control = (
    <Control
      item={item}
      id={domId}
      value={props.value}
      onChange={props.onChange}
      onBlur={props.onBlur}
      inputRef={props.inputRef}
      disabled={!item.enabled || props.locked}
      readOnly={props.readOnly}
      required={item.mandatory}
      invalid={Boolean(errorText) && !warning}
      errorText={errorText}
      describedBy={describedBy}
      locale={props.locale}
      now={session.valueContext().now ?? realNow}
      messages={messages}
      renderFields={renderChildren}
      {...(loadList ? { loadList } : {})}
      {...(session.upload ? { upload: session.upload } : {})}
      prefill={session.prefill}
      {...(onRemove && !props.readOnly && !props.locked ? { onRemove } : {})}
    />
  );
  if (props.entryLabel === 'none') {
    return (
      <div className="ef-field" data-field={domId}>
        {control}
        {errorText ? (
          <div className={warning ? 'ef-warning' : 'ef-error'} id={`${domId}-error`}>
            {errorText}
          </div>
        ) : null}
        <CommandButtons item={item} />
      </div>
    );
  }
  return FieldShell({
    id: domId,
    label: item.name ?? item.property,
    required: item.mandatory,
    requiredText: messages.requiredMark,
    errorText,
    warning,
    scanned: item.scanned,
    scannedText: messages.scanned,
    labelAs: props.entryLabel,
    children: (
      <>
        {control}
        <CommandButtons item={item} />
      </>
    ),
  });
}
