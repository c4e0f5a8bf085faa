import type { CSSProperties } from 'react';

/**
 * Hides an element from the eye but not from assistive technology, without a stylesheet: the
 * form's own announcements (a re-call's changes, undo and redo) are hidden in every look, in an app
 * that loads no `expense-fields/styles.css` (a design system's look) too.
 *
 * @example
 * <p role="status" style={visuallyHidden}>{announcement}</p>
 */
export const visuallyHidden: Readonly<CSSProperties> = Object.freeze({
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
});

/**
 * The form's group of fields, with no frame of its own in any look: the browser's fieldset
 * border and padding are undone without a stylesheet.
 *
 * @example
 * <fieldset role="presentation" style={bareFieldset}>{fields}</fieldset>
 */
export const bareFieldset: Readonly<CSSProperties> = Object.freeze({
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});
