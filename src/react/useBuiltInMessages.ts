import { useEffect, useMemo, useState } from 'react';
import { loadMessages, needsMessages, resolveMessages, type FormMessages } from '../i18n/messages';

/**
 * The strings of the locale, loading its built-in translation when needed. While a new language
 * loads, the strings shown before stay (the form is not taken down for it); null only before any
 * language is ready.
 *
 * @example
 * const messages = useBuiltInMessages('sv', undefined) ?? resolveMessages('en', undefined);
 */
export function useBuiltInMessages(
  locale: string,
  overrides: Partial<FormMessages> | undefined,
): FormMessages | null {
  const [loads, setLoads] = useState(0);
  // Asked without starting the load: rendering has no side effects; the effect below loads.
  const pending = needsMessages(locale);
  useEffect(() => {
    let live = true;
    void loadMessages(locale)?.then(() => {
      if (live) setLoads((count) => count + 1);
    });
    return () => {
      live = false;
    };
  }, [locale]);
  const ready = useMemo(
    () => (pending ? null : resolveMessages(locale, overrides)),
    // `loads` changes when a translation arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale, overrides, pending, loads],
  );
  const [last, setLast] = useState(ready);
  if (ready && ready !== last) setLast(ready);
  return ready ?? last;
}
