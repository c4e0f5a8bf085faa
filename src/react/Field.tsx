import { memo, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { currencyKeyFor } from '../core/values/amountCurrency';
import { holdsValue } from '../core/wire/fieldIndex';
import type { FieldItem } from '../core/wire/types';
import { controlEntryFor } from '../registry/resolveControls';
import type { ControlComponent, ControlProps } from '../registry/types';
import type { FieldSession } from './useFieldsForm';
import { CommandButtons } from './CommandButtons';
import { describedByFor, FieldShell } from './FieldShell';
import { FieldErrorBoundary } from './FieldErrorBoundary';
import { useFieldsFormContext } from './FieldsFormContext';
import { fieldInput } from './fieldInput';

/** Props of {@link Field}. */
export interface FieldProps {
  item: FieldItem;
  /** The field's form key (`indexFields`). */
  fieldKey: string;
}

/**
 * The `<Field>` elements of field items in server order, keyed by their stable form keys, so a
 * re-call that adds or removes fields keeps the DOM (focus and caret) of the others. Serves
 * `<FieldList>` and the nested fields of groups alike.
 *
 * @example
 * <>{fieldElements(envelope.fields, session.keyOf)}</>
 */
export function fieldElements(
  items: readonly FieldItem[],
  keyOf: (item: FieldItem) => string,
): ReactNode[] {
  return items.map((item) => {
    const key = keyOf(item);
    return <Field key={key} item={item} fieldKey={key} />;
  });
}

/**
 * One field of the envelope: its control from the registry inside `FieldShell`, an error
 * boundary, and its command buttons. A field with a value subscribes to its own key only. A
 * native input (`bind: 'native'`) holds its text in the DOM, so typing renders nothing; another
 * control re-renders alone when its own value changes.
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
      fallback={() => (
        <div className="ef-field">
          <span className="ef-label">{item.name ?? item.property}</span>
          <p className="ef-error" id={session.domId(fieldKey)}>
            {messages.fieldCrashed}
          </p>
        </div>
      )}
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
  const renderFields = useCallback(
    (items: readonly FieldItem[]) => fieldElements(items, session.keyOf),
    [session],
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
      renderFields,
      entryLabel: entry.label,
      Control: entry.component,
      domId: session.domId(fieldKey),
    },
  };
}

const noValue = () => undefined;

function ValueField({ item, fieldKey }: FieldProps) {
  const { session, entry, chrome } = useFieldChrome(item, fieldKey);
  const { engine } = session;
  const native = entry.bind === 'native';
  const subscribe = useCallback(
    (listener: () => void) => engine.subscribeField(fieldKey, listener),
    [engine, fieldKey],
  );
  // The server render reads the same snapshots (no subscription there).
  const readMessage = () => engine.message(fieldKey);
  const message = useSyncExternalStore(subscribe, readMessage, readMessage);
  // A native input is not told its value by rendering: the DOM holds it, and a change from the
  // server is written to the element below.
  const readValue = native ? noValue : () => engine.value(fieldKey);
  const bound = useSyncExternalStore(subscribe, readValue, readValue);
  const attach = useCallback(
    (node: HTMLElement | null) => session.attach(fieldKey, node),
    [session, fieldKey],
  );
  const { onChange, onBlur } = useMemo(
    () => fieldInput(engine, fieldKey, entry.commit),
    [engine, fieldKey, entry.commit],
  );
  return renderFieldView({
    ...chrome,
    value: native ? engine.value(fieldKey) : bound,
    uncontrolled: native,
    onChange,
    onBlur,
    inputRef: native ? attach : noValue,
    errorText: message?.message ?? null,
    warning: message?.type === 'warning',
  });
}

function StaticField({ item, fieldKey }: FieldProps) {
  const { chrome } = useFieldChrome(item, fieldKey);
  return renderFieldView({
    ...chrome,
    value: item.value,
    uncontrolled: false,
    onChange: noop,
    onBlur: noop,
    inputRef: noop,
    errorText: item.errorText ?? item.error ?? null,
    warning: false,
  });
}

const noop = () => undefined;
const realNow = () => new Date();

/** A function component (not a class, not a memo or forwardRef object): safe to call. */
const isPlainFunction = (
  component: ControlComponent,
): component is (props: ControlProps) => ReactNode =>
  typeof component === 'function' &&
  !(component.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent;

interface FieldViewProps extends FieldProps {
  value: unknown;
  uncontrolled: boolean;
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
  renderFields: ControlProps['renderFields'];
}

/**
 * The field's markup: a plain function (no hooks), called by the field component, so the shell
 * adds no component of its own to a keystroke's renders.
 */
function renderFieldView(props: FieldViewProps) {
  const { item, Control, domId, errorText, warning, messages, session, loadList, onRemove } = props;
  const describedBy = describedByFor(domId, { hasHelp: false, hasError: Boolean(errorText) });
  const controlProps: ControlProps = {
    item,
    id: domId,
    value: props.value,
    ...(props.uncontrolled ? { uncontrolled: true } : {}),
    onChange: props.onChange,
    onBlur: props.onBlur,
    inputRef: props.inputRef,
    disabled: !item.enabled || props.locked,
    readOnly: props.readOnly,
    required: item.mandatory,
    invalid: Boolean(errorText) && !warning,
    errorText,
    describedBy,
    locale: props.locale,
    now: session.valueContext().now ?? realNow,
    clock: session.clock,
    messages,
    renderFields: props.renderFields,
    ...(loadList ? { loadList } : {}),
    ...(session.upload ? { upload: session.upload } : {}),
    ...(session.imageLimits !== undefined ? { imageLimits: session.imageLimits } : {}),
    ...currencyProp(item, session),
    prefill: session.prefill,
    ...(onRemove && !props.readOnly && !props.locked ? { onRemove } : {}),
  };
  // A native control is markup only (see `ControlEntry.bind`): its field calls it, so a message
  // that appears renders one component for the field, not two, and a mount costs one less.
  const control =
    props.uncontrolled && isPlainFunction(Control) ? (
      Control(controlProps)
    ) : (
      <Control {...controlProps} />
    );
  // Most fields have no commands: no component is mounted for them.
  const commands = item.commands.length > 0 ? <CommandButtons item={item} /> : null;
  if (props.entryLabel === 'none') {
    return (
      <div className="ef-field" data-field={domId}>
        {control}
        {errorText ? (
          <div className={warning ? 'ef-warning' : 'ef-error'} id={`${domId}-error`}>
            {errorText}
          </div>
        ) : null}
        {commands}
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
    children: control,
    after: commands,
  });
}

/** An amount field reads its currency from the currency field beside it, when it is shown. */
function currencyProp(item: FieldItem, session: FieldSession): Pick<ControlProps, 'currency'> {
  const key = item.controlType === 'DOUBLE' ? currencyKeyFor(item.property) : null;
  if (key === null) return {};
  return {
    currency: () => {
      const value = session.engine.value(key);
      return typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? value : undefined;
    },
  };
}
