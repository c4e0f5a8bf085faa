import { useState } from 'react';
import type { IndexedField } from '../../core/wire/fieldIndex';
import { CopyButton } from './CopyButton';

/**
 * The line that places a field in a layout of one's own: `<FormField property="…" />`. The
 * property is written as a JSX string (its quotes and backslashes escaped).
 *
 * @example
 * formFieldLine('verification.currency'); // '<FormField property="verification.currency" />'
 */
export function formFieldLine(property: string): string {
  return `<FormField property=${JSON.stringify(property)} />`;
}

/**
 * The shown fields of the envelope with their properties, each with a button that copies its
 * `<FormField>` line: the property names a screen of one's own needs, without reading the markup.
 * Listed only while opened (a form of two hundred fields draws no button until asked).
 */
export function FieldLines({ fields }: { fields: readonly IndexedField[] }) {
  const [open, setOpen] = useState(false);
  const shown = fields.filter((field) => field.shown);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Fields ({shown.length}): copy a &lt;FormField&gt; line</summary>
      {open && (
        <ul aria-label="Fields" className="efd-fields">
          {shown.map(({ key, item }) => (
            <li key={key}>
              <code>{item.property}</code> {item.name ?? ''} ({item.controlType}){' '}
              <CopyButton
                label={`Copy the FormField line of ${item.name ?? item.property}`}
                text={() => formFieldLine(item.property)}
              />
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
