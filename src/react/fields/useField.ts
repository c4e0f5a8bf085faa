import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { fieldKey } from '../../core/wire/fieldIndex';
import type {
  FieldName,
  RegisteredFields,
  TypedFieldItem,
  WireValueOf,
} from '../../core/wire/register';
import { controlEntryFor } from '../../registry/resolveControls';
import {
  frameMessage,
  itemFrame,
  type FieldFrame,
  type FieldFrameWords,
} from '../../registry/fieldFrame';
import { fieldInput } from './fieldInput';
import { useFieldsFormContext } from '../form/FieldsFormContext';
import { useFieldEntry } from './useFieldEntry';
import { useFieldMessage } from './useFieldMessage';
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
  /** Ids of the input, its label, its help and its message (`aria-describedby` names those shown). */
  ids: { input: string; label: string; help: string; message: string };
  /**
   * What the field's frame shows (label, required mark and words, scanned marker, help, message,
   * ids, accessible name) with its prop getters: the same as `useFieldFrame` and `FieldShell`
   * draw; `<FieldShell frame={field.frame}>` draws the theme's.
   */
  frame: FieldFrame;
}

/**
 * One field for an input of your own, inside `<FieldsForm>` or `<FieldsFormProvider>`
 * (ARCHITECTURE.md "Composition"); it places the field, so `<RemainingFields>` leaves it out. Its value and message come from the field's own subscription,
 * so a keystroke through `setValue` renders this component only; a re-call it starts shows as
 * `busy`; a server or client message arrives as `message`, and `inputProps` carry the ARIA that
 * tells assistive technology.
 *
 * Words of your own (`{ label, help }`) replace the server's in `frame`, which `FieldShell`
 * draws with the theme's look (required mark, scanned marker, help and message included).
 *
 * @example
 * function Amount() {
 *   const field = useField('verification.amount', { label: 'Total incl. VAT' });
 *   if (!field.item) return null;
 *   return (
 *     <FieldShell frame={field.frame}>
 *       <input {...field.inputProps} value={String(field.value ?? '')}
 *         onChange={(event) => field.setValue(event.target.value)} onBlur={field.commit} />
 *     </FieldShell>
 *   );
 * }
 */
export function useField<Property extends FieldName = FieldName>(
  property: Property,
  words?: FieldFrameWords,
): UseFieldResult<WireValueOf<RegisteredFields, Property>>;
export function useField(property: string, words?: FieldFrameWords): UseFieldResult {
  const part = `useField('${property}')`;
  const { session, registry, placements, messages } = useFieldsFormContext(part);
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
  const shown = useFieldMessage(store, key, item !== undefined);
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
  const id = session.domId(key);
  const frame = itemFrame(item, {
    id,
    property,
    texts: messages,
    message: frameMessage(shown?.message, shown?.type),
    words,
  });
  const { invalid } = frame;
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
      ...frame.getInputAriaProps(),
    },
    ids: frame.ids,
    frame,
  };
}
