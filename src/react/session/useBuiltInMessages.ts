import { useEffect, useMemo, useState } from 'react';
import {
  loadMessages,
  messagesChunk,
  needsMessages,
  resolveMessages,
  type FormMessages,
} from '../../i18n/messages';
import { useChunkForHydration } from '../form/suspendFor';

/**
 * The strings of the locale, loading its built-in translation when needed. While a new language
 * loads, the strings shown before stay (the form is not taken down for it); null before any
 * language is ready (the form says "loading"). With `waitOnServer` (`<FieldsForm>`), a server
 * render and a hydration wait for the language instead (`useChunkForHydration`), so the server's
 * HTML is in the form's language and a page hydrates it whatever either side had loaded. A
 * language that cannot load gives English.
 *
 * @example
 * const messages = useBuiltInMessages('sv', undefined) ?? resolveMessages('en', undefined);
 */
export function useBuiltInMessages(
  locale: string,
  overrides: Partial<FormMessages> | undefined,
  waitOnServer = false,
): FormMessages | null {
  useChunkForHydration(waitOnServer ? messagesChunk(locale) : null);
  const [loads, setLoads] = useState(0);
  // Asked without starting the load: rendering has no side effects; the effect below loads.
  const pending = needsMessages(locale);
  useEffect(() => {
    let live = true;
    // A load that fails leaves English (`needsMessages` turns false): told the same way.
    const told = () => {
      if (live) setLoads((count) => count + 1);
    };
    loadMessages(locale)?.then(told, told);
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
