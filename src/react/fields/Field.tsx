import { bareFieldset } from '../parts/visuallyHidden';
import { memo, useMemo, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { currencyCode } from '../../core/values/amountText';
import { currencyKeyFor } from '../../core/values/amountCurrency';
import type { FieldMessage } from '../../core/session/store/fieldStore';
import { holdsValue } from '../../core/wire/fieldIndex';
import type { FieldItem } from '../../core/wire/model/types';
import { controlEntryFor } from '../../registry/resolveControls';
import type { ControlComponent, ControlEntry, ControlProps } from '../../registry/types';
import type { FormParts } from '../../registry/formParts';
import { CommandButtons } from '../status/CommandButtons';
import {
  frameMessage,
  itemFrame,
  type FieldFrame,
  type FieldFrameWords,
} from '../../registry/fieldFrame';
import { FieldErrorBoundary } from './FieldErrorBoundary';
import { useFieldsFormContext, type FieldsFormContextValue } from '../form/FieldsFormContext';
import { fieldInput, type FieldInput } from './fieldInput';
import { reviewList } from '../review/lazyReview';
import type { FieldSession } from '../session/useFieldsForm';

/** Props of {@link Field}: the item, its key, and words of your own for its frame. */
export interface FieldProps extends FieldFrameWords {
  item: FieldItem;
  /** The field's form key (`indexFields`). */
  fieldKey: string;
}

/**
 * The fields of items in server order (invisible ones are never drawn), keyed by their stable
 * form keys, so a re-call that adds or removes fields keeps the DOM (focus and caret) of the
 * others. One error boundary serves the whole list: a control that throws makes it draw the list
 * again with a boundary around each field, so that field alone shows the fallback and the others
 * work on; a list that never fails pays one component for it, not one per field
 * (ARCHITECTURE.md "Mount"). Serves `<FieldList>`, `<RemainingFields>` and the nested fields of
 * groups alike.
 *
 * @example
 * <>{fieldElements(envelope.fields, useFieldsFormContext())}</>
 */
export function fieldElements(
  items: readonly FieldItem[],
  form: FieldsFormContextValue,
  words?: FieldFrameWords,
): ReactNode {
  // Review: text in description lists, never controls (ARCHITECTURE.md "Review and changes").
  if (form.mode === 'review') return reviewList(items, form);
  const shown = items.filter((item) => item.visible);
  if (shown.length === 0) return null;
  return (
    <FieldErrorBoundary fallback={() => shown.map((item) => isolatedField(item, form, words))}>
      {shown.map((item) => fieldElement(item, form, words))}
    </FieldErrorBoundary>
  );
}

/**
 * The fields of a layout (`<FieldList>`, `<RemainingFields>`) inside a presentational fieldset:
 * Chromium registers form controls that sit directly in a `<form>` quadratically (5,000 fields:
 * seconds), and once per fieldset otherwise (ARCHITECTURE.md "Mount"). The fieldset has no box
 * (`display: contents`) and no role, so layout and the accessibility tree are as without it.
 *
 * @example
 * return layoutFields(envelope.fields, useFieldsFormContext());
 */
export function layoutFields(items: readonly FieldItem[], form: FieldsFormContextValue) {
  const fields = fieldElements(items, form);
  if (fields === null) return null;
  if (form.mode === 'review') return <div className="ef-fields">{fields}</div>;
  return (
    <fieldset role="presentation" className="ef-fields" style={bareFieldset}>
      {fields}
    </fieldset>
  );
}

/** One field, of the component type of its control; words of your own only where given. */
function fieldElement(item: FieldItem, form: FieldsFormContextValue, words?: FieldFrameWords) {
  const key = form.session.keyOf(item);
  const FieldOf = fieldTypeFor(form.registry[item.controlType] ?? form.registry['*'], form.parts);
  if (words) return <FieldOf key={key} item={item} fieldKey={key} {...words} />;
  return <FieldOf key={key} item={item} fieldKey={key} />;
}

/** A field in a boundary of its own: how a list that met a throwing control draws its fields. */
function isolatedField(item: FieldItem, form: FieldsFormContextValue, words?: FieldFrameWords) {
  const key = form.session.keyOf(item);
  return (
    <FieldErrorBoundary
      key={key}
      fallback={() => (
        <div className="ef-field">
          <span className="ef-label">{words?.label ?? item.name ?? item.property}</span>
          <p className="ef-error" id={form.session.domId(key)}>
            {form.messages.fieldCrashed}
          </p>
        </div>
      )}
    >
      {fieldElement(item, form, words)}
    </FieldErrorBoundary>
  );
}

/**
 * One field of the envelope, where a layout places it by hand (`<FormField>` uses the same
 * elements): its control from the registry inside `FieldShell`, contained by an error boundary,
 * and its command buttons.
 *
 * @example
 * <Field item={item} fieldKey={key} />
 */
export const Field = memo(function PlacedField({ item, fieldKey, label, help }: FieldProps) {
  const form = useFieldsFormContext();
  if (!item.visible) return null;
  const FieldOf = fieldTypeFor(form.registry[item.controlType] ?? form.registry['*'], form.parts);
  return (
    <FieldErrorBoundary fallback={() => isolatedField(item, form, { label, help })}>
      <FieldOf item={item} fieldKey={fieldKey} label={label} help={help} />
    </FieldErrorBoundary>
  );
});

/**
 * The field component of each pair of control and look's `Frame`. A field is one component: it
 * calls a function control and the frame as plain functions (their hooks, if any, are the
 * field's), so a field that mounts renders one component, not three. Both are fixed for the
 * component type, which keeps the hooks in the same order for a field's life; a field whose
 * control or frame changes (another registry or look, another controlType) is another type, and
 * mounts anew.
 */
const fieldTypes = new WeakMap<object, WeakMap<FormParts['Frame'], ComponentType<FieldProps>>>();
/** The type of a controlType the registry has no entry for: it fails inside its boundary. */
const NO_ENTRY = {};

function fieldTypeFor(
  entry: ControlEntry | undefined,
  parts: Readonly<FormParts>,
): ComponentType<FieldProps> {
  const slot = entry?.component ?? NO_ENTRY;
  let byFrame = fieldTypes.get(slot);
  if (!byFrame) {
    byFrame = new WeakMap();
    fieldTypes.set(slot, byFrame);
  }
  const { Frame } = parts;
  let type = byFrame.get(Frame);
  if (!type) {
    type = fieldType(entry?.component, Frame);
    byFrame.set(Frame, type);
  }
  return type;
}

/** A function component (not a class, not a memo or forwardRef object): safe to call. */
const isPlainFunction = (
  component: ControlComponent,
): component is (props: ControlProps) => ReactNode =>
  typeof component === 'function' &&
  !(component.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent;

function fieldType(
  Control: ControlComponent | undefined,
  Frame: FormParts['Frame'],
): ComponentType<FieldProps> {
  const call = Control && isPlainFunction(Control) ? Control : null;
  return memo(function Field({ item, fieldKey, label, help }: FieldProps) {
    const form = useFieldsFormContext();
    const { session, registry } = form;
    const entry = controlEntryFor(registry, item.controlType);
    const valued = holdsValue(item);
    const native = entry.bind === 'native';
    const amount = item.controlType === 'DOUBLE';
    const wiring = useMemo(
      () => fieldWiring(session, fieldKey, item.property, entry.commit, { native, amount }),
      [session, fieldKey, item.property, entry.commit, native, amount],
    );
    // The server render reads the same snapshot (no subscription there).
    const state = useSyncExternalStore(wiring.subscribe, wiring.read, wiring.read);
    const message = valued ? state.message : undefined;
    const errorText = valued ? (message?.message ?? null) : (item.errorText ?? item.error ?? null);
    // What the frame shows, a plain call: the same function as useField's and useFieldFrame's.
    const frame = itemFrame(item, {
      id: wiring.id,
      property: item.property,
      texts: form.messages,
      message: frameMessage(errorText, message?.type),
      words: label === undefined && help === undefined ? undefined : { label, help },
    });
    const controlProps = controlPropsOf(form, item, wiring, {
      // A native input is not told its value by rendering: the DOM holds it, and a change from
      // the server is written to the element (`attach`).
      value: !valued ? item.value : native ? session.store.get(fieldKey) : state.value,
      native: valued && native,
      frame,
    });
    // A native control is markup only, and any other function control's hooks are this
    // component's: calling it keeps a field one component (ARCHITECTURE.md "Mount").
    const control = call ? call(controlProps) : Control ? <Control {...controlProps} /> : null;
    // Most fields have no commands: no component is mounted for them.
    const after = item.commands.length > 0 ? <CommandButtons item={item} /> : null;
    // The look's frame, a plain call too; every look draws `labelAs: 'none'` itself.
    return Frame({ frame, labelAs: entry.label, children: control, after, item, entry });
  });
}

/** What a field reads when its key changes: its message and (for a bound control) its value. */
interface FieldState {
  message: FieldMessage | undefined;
  value: unknown;
}

/** What a field keeps for its life: its subscription, its input's callbacks, its amount's currency. */
interface FieldWiring extends FieldInput {
  key: string;
  /** The field's DOM id (`session.domId(key)`), worked out once. */
  id: string;
  subscribe(listener: () => void): () => void;
  read(): FieldState;
  attach(node: HTMLElement | null): void;
  /** The currency an amount is in, when the form has a currency field beside it. */
  currency: (() => string | undefined) | undefined;
}

/**
 * One object per field, made once: every closure of the field lives here. What a field does not
 * use costs it nothing: only a native input gets an element hook, only an amount looks for its
 * currency.
 */
function fieldWiring(
  session: FieldSession,
  key: string,
  property: string,
  commit: ControlEntry['commit'],
  uses: { native: boolean; amount: boolean },
): FieldWiring {
  const { engine, store } = session;
  const { native } = uses;
  let state: FieldState = { message: undefined, value: undefined };
  const currencyKey = uses.amount ? currencyKeyFor(property) : null;
  const input = fieldInput(engine, key, commit);
  return {
    key,
    id: session.domId(key),
    // The key's listener in the store, and the store read when it tells (no session between).
    subscribe: (listener) => store.subscribe(key, listener),
    // One snapshot for both reads, the same object while neither changed.
    read() {
      const message = store.message(key);
      const value = native ? undefined : store.get(key);
      if (message !== state.message || !Object.is(value, state.value)) state = { message, value };
      return state;
    },
    attach: native ? (node) => session.attach(key, node) : noop,
    onChange: input.onChange,
    onBlur: input.onBlur,
    currency: currencyKey === null ? undefined : () => currencyCode(store.get(currencyKey)),
  };
}

const noop = () => undefined;
const realNow = () => new Date();
/** `renderFields` of each form: one function per form, not one per field. */
const nestedRenderers = new WeakMap<FieldsFormContextValue, ControlProps['renderFields']>();

function controlPropsOf(
  form: FieldsFormContextValue,
  item: FieldItem,
  wiring: FieldWiring,
  shown: { value: unknown; native: boolean; frame: FieldFrame },
): ControlProps {
  const { session, locked, readOnly } = form;
  const valued = holdsValue(item);
  let renderFields = nestedRenderers.get(form);
  if (!renderFields) {
    renderFields = (items) => fieldElements(items, form);
    nestedRenderers.set(form, renderFields);
  }
  const { id } = wiring;
  const { frame } = shown;
  // Built by assignment, not with conditional spreads: a thousand fields make one each at mount.
  const props: ControlProps = {
    item,
    id,
    value: shown.value,
    onChange: valued ? wiring.onChange : noop,
    onBlur: valued ? wiring.onBlur : noop,
    inputRef: shown.native ? wiring.attach : noop,
    disabled: !item.enabled || locked,
    readOnly,
    required: item.mandatory,
    invalid: frame.invalid,
    errorText: frame.message?.text ?? null,
    describedBy: frame.describedBy,
    frame,
    locale: form.locale,
    now: session.valueContext().now ?? realNow,
    clock: session.clock,
    messages: form.messages,
    renderFields,
    prefill: session.prefill,
  };
  if (shown.native) props.uncontrolled = true;
  if (item.url) {
    const loadList = session.loadList(item.url);
    if (loadList) props.loadList = loadList;
    props.listNames = session.listNames.of(item.url, form.locale);
  }
  if (session.upload) props.upload = session.upload;
  if (session.imageLimits !== undefined) props.imageLimits = session.imageLimits;
  if (wiring.currency) props.currency = wiring.currency;
  if (item.removable && !readOnly && !locked) props.onRemove = () => void session.removeField(item);
  return props;
}
