import { useRef } from 'react';
import { useClientLayoutEffect } from '../form/useClientLayoutEffect';
import type { FormSession } from '../../core/session/context/formSession';

/**
 * When the form's locale changes, the envelope is asked for again in it, so the server's labels and
 * messages follow the built-in strings (ARCHITECTURE.md "Languages"). A loaded form re-calls: the
 * service answers the envelope with every value as the user left it (the re-call's merge keeps
 * edits made meanwhile), fields a re-call added included, which a plain load of a new report would
 * drop. A form still loading, or whose load failed, loads again. Runs after the session took the
 * new settings (its transport sends the new locale). Nothing is asked at mount.
 *
 * @example
 * useReloadOnLocale(engine, locale);
 */
export function useReloadOnLocale(engine: FormSession, locale: string): void {
  const shown = useRef({ engine, locale });
  useClientLayoutEffect(() => {
    const before = shown.current;
    shown.current = { engine, locale };
    if (before.engine !== engine || before.locale === locale) return;
    if (engine.getSnapshot().status === 'ready') void engine.retryUpdate();
    else void engine.retryLoad();
  }, [engine, locale]);
}
