import { problemText } from '../../values/problemText';
import type { FormSessionSettings } from './formSession';

/** The settings that have a default: given as `undefined`, they keep it. */
const DEFAULTED: ReadonlySet<string> = new Set<keyof FormSessionSettings>([
  'transport',
  'locale',
  'recallDelayMs',
  'recallBurstMs',
  'describeProblem',
]);

/**
 * The settings that were given: an `undefined` one with a default keeps it; an optional one
 * (`onEvent`, `onSubmitted`, `confirmSave`, ...) given as `undefined` is cleared, so a React
 * prop removed between renders stops being called.
 *
 * @example
 * settings = { ...settings, ...settingsPatch({ locale: 'sv', onEvent: undefined }) };
 */
export function settingsPatch(value: Partial<FormSessionSettings>): Partial<FormSessionSettings> {
  return Object.fromEntries(
    Object.entries(value).filter(([name, entry]) => entry !== undefined || !DEFAULTED.has(name)),
  );
}

/**
 * A session's first settings: the defaults under what was given.
 *
 * @example
 * const settings = initialSettings({ transport, locale: 'sv' });
 */
export function initialSettings(
  given: Partial<FormSessionSettings> & Pick<FormSessionSettings, 'transport'>,
): FormSessionSettings {
  return {
    locale: 'en',
    recallDelayMs: 800,
    recallBurstMs: 150,
    // English unless told: a session without React never shows a bare code (one table, in core).
    describeProblem: problemText,
    ...settingsPatch(given),
    transport: given.transport,
  };
}
