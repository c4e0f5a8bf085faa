import { fieldKey } from '../../core/wire/fieldIndex';
import type { FieldName } from '../../core/wire/register';
import { useFieldsFormContext } from '../form/FieldsFormContext';
import {
  frameMessage,
  itemFrame,
  type FieldFrame,
  type FieldFrameWords,
} from '../../registry/fieldFrame';
import { useFieldEntry } from './useFieldEntry';
import { useFieldMessage } from './useFieldMessage';

/**
 * What a field's frame shows, for a frame of your own (a design system's label and helper text)
 * inside `<FieldsForm>` or `<FieldsFormProvider>`: label (yours or the server's), required mark
 * and its words, scanned marker, help, message, their ids and the accessible name, with prop
 * getters (`getLabelProps()`, `getHelpProps()`, `getMessageProps()`, `getInputAriaProps()`). The
 * built-in `FieldShell` draws the same frame. It does not place the field: pair it with
 * `useField` (or pass the words to `useField` and read `field.frame`). Undefined while the
 * envelope lacks the property. The component renders when the field's message or item changes.
 *
 * @example
 * function Total() {
 *   const field = useField('verification.amount');
 *   const frame = useFieldFrame('verification.amount', { label: 'Total incl. VAT' });
 *   if (!frame) return null;
 *   return (
 *     <div {...frame.getFrameProps()}>
 *       <label {...frame.getLabelProps()}>{frame.label}{frame.required ? ' *' : ''}</label>
 *       <input {...field.inputProps} {...frame.getInputAriaProps()}
 *         onChange={(event) => field.setValue(event.target.value)} onBlur={field.commit} />
 *       {frame.message ? <p {...frame.getMessageProps()}>{frame.message.text}</p> : null}
 *     </div>
 *   );
 * }
 */
export function useFieldFrame<Property extends FieldName = FieldName>(
  property: Property,
  words?: FieldFrameWords,
): FieldFrame | undefined;
export function useFieldFrame(property: string, words?: FieldFrameWords): FieldFrame | undefined {
  const { session, messages } = useFieldsFormContext(`useFieldFrame('${property}')`);
  const entry = useFieldEntry(session.engine, property);
  const key = entry?.key ?? fieldKey(property);
  const shown = useFieldMessage(session.store, key, entry !== undefined);
  if (!entry) return undefined;
  const message = frameMessage(shown?.message, shown?.type);
  return itemFrame(entry.item, {
    id: session.domId(key),
    property,
    texts: messages,
    message,
    words,
  });
}
