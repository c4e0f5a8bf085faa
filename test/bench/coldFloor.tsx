// The cold page's `lib=floor`: bare inputs with the theme's classes, what a first visit costs
// without any form library (cold.tsx loads it as the page's only library code).
import { createRoot } from 'react-dom/client';
import '../../src/styles.css';
import type { ColdDraw } from './cold';

/**
 * Draws a label and a text input for every field, in the same presentational fieldset as ours
 * (Chromium registers controls that sit directly in a `<form>` quadratically).
 *
 * @example
 * coldFloor({ root, wire, fields, params });
 */
export const coldFloor: ColdDraw = ({ root, fields }) =>
  createRoot(root).render(
    <form>
      <fieldset role="presentation" className="ef-fields">
        {fields.map((field, index) => (
          <div key={index} className="ef-field">
            <label htmlFor={`f${index}`} className="ef-label">
              {String(field.name)}
            </label>
            <input id={`f${index}`} className="ef-input" defaultValue={String(field.value ?? '')} />
          </div>
        ))}
      </fieldset>
    </form>,
  );
