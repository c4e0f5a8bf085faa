import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in a browser, `useEffect` where there is no document (a server render runs
 * neither). React 18's server renderer warns on every `useLayoutEffect` it meets (React 19 does
 * not); an app that renders `<FieldsForm initialEnvelope>` on its server would see that warning
 * once per form and field.
 *
 * @example
 * useClientLayoutEffect(() => engine.start(), [engine]);
 */
export const useClientLayoutEffect: typeof useLayoutEffect =
  typeof document === 'undefined' ? useEffect : useLayoutEffect;
