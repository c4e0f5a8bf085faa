import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { fieldKey } from '../../core/wire/fieldIndex';
import type {
  FieldName,
  RegisteredFields,
  TypedFieldItem,
  WireValueOf,
} from '../../core/wire/register';
import { controlEntryFor } from '../../registry/resolveControls';
import { describedByFor } from './FieldShell';
import { fieldInput } from './fieldInput';
import { useFieldsFormContext } from '../form/FieldsFormContext';
import { useFieldEntry } from './useFieldEntry';
import { useFormState } from '../session/useFormState';
import { usePlacement } from '../layout/usePlacement';

/** A field's message as an input of your own shows it: text in the form's wording, and its kind. */
export interface UseFieldMessage {
  text: string;
  /** `error`: the server refused the value; `warning`: it may still be saved; `client`: the form's own check. */
  kind: 'error' | 'warning' | 'client';
  /** What the text says, for code that decides by it (a client check's problem, the server's code). */
  code?: string | undefined;
}

/**
 * What `useField` gives an input of your own; `Wire` is the property's wire value type, from
 * the generated types (ARCHITECTURE.md "Generated types"; any JSON without).
 */
export interface UseFieldResult<Wire = unknown> {
  /** The field item (its `value` the wire value), or undefined while the envelope lacks the property. */
  item: TypedFieldItem<Wire> | undefined;
  /** The field's form key. */
  key: string;
  /** The edit value (`12,50` for an amount typed in sv); see ARCHITECTURE.md "Values". */
  value: unknown;
  /** The user changed the value: as the field's built-in control would (typed or chosen). */
  setValue(value: unknown): void;
  /** Focus left the input: a pending re-call of a typed trigger field goes now. */
  commit(): void;
  message: UseFieldMessage | null;
  required: boolean;
  /** An error (server or client) is shown; a warning is not invalid. */
  invalid: boolean;
  /** A re-call this field's change started is out. */
  busy: boolean;
  /** Spread on the input: the form's id (the summary links to it, focus goes to it), name and ARIA. */
  inputProps: {
    id: string;
    name: string;
    /** The theme's input class (`ef-input`); put your own `className` after the spread to replace it. */
    className: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    'aria-required': true | undefined;
  };
  /** Ids of the input, its label and its message (`aria-describedby` names the message's). */
  ids: { input: string; label: string; message: string };
}

const noMessage = () => undefined;

/**
 * One field for an input of your own, inside `<FieldsForm>` or `<FieldsFormProvider>`
 * (ARCHITECTURE.md "Composition"); it places the field, so `<RemainingFields>` leaves it out. Its value and message come from the field's own subscription,
 * so a keystroke through `setValue` renders this component only; a re-call it starts shows as
 * `busy`; a server or client message arrives as `message`, and `inputProps` carry the ARIA that
 * tells assistive technology.
 *
 * @example
 * function Amount() {
 *   const field = useField('verification.amount');
 *   if (!field.item) return null;
 *   return (
 *     <div className="ef-field">
 *       <label htmlFor={field.ids.input}>{field.item.name}</label>
 *       <input {...field.inputProps} value={String(field.value ?? '')}
 *         onChange={(event) => field.setValue(event.target.value)} onBlur={field.commit} />
 *       {field.message ? <p id={field.ids.message}>{field.message.text}</p> : null}
 *     </div>
 *   );
 * }
 */
export function useField<Property extends FieldName = FieldName>(
  property: Property,
): UseFieldResult<WireValueOf<RegisteredFields, Property>>;
export function useField(property: string): UseFieldResult {
  const part = `useField('${property}')`;
  const { session, registry, placements } = useFieldsFormContext(part);
  const { engine, store } = session;
  // An input of your own places its field: <RemainingFields> leaves it out.
  usePlacement(placements, property, part);
  const entry = useFieldEntry(engine, property);
  const item = entry?.item;
  const key = entry?.key ?? fieldKey(property);
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(key, listener),
    [store, key],
  );
  const readValue = () => (item ? store.get(key) : undefined);
  const value = useSyncExternalStore(subscribe, readValue, readValue);
  const readMessage = item ? () => store.message(key) : noMessage;
  const shown = useSyncExternalStore(subscribe, readMessage, readMessage);
  const busy = useFormState(engine, (state) => state.busyKey === key);
  const commitMode = item ? controlEntryFor(registry, item.controlType).commit : 'blur';
  const input = useMemo(() => fieldInput(engine, key, commitMode), [engine, key, commitMode]);
  const message: UseFieldMessage | null = shown
    ? {
        text: shown.message,
        kind: shown.type === 'server' ? 'error' : shown.type,
        code: shown.code,
      }
    : null;
  const invalid = message !== null && message.kind !== 'warning';
  const id = session.domId(key);
  return {
    item,
    key,
    value,
    setValue: input.onChange,
    commit: input.onBlur,
    message,
    required: item?.mandatory === true,
    invalid,
    busy,
    inputProps: {
      id,
      name: property,
      className: 'ef-input',
      'aria-invalid': invalid || undefined,
      'aria-describedby': describedByFor(id, { hasHelp: false, hasError: message !== null }),
      'aria-required': item?.mandatory || undefined,
    },
    ids: { input: id, label: `${id}-label`, message: `${id}-error` },
  };
}
