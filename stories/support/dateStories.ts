import { expect, within } from 'storybook/test';
import { controlStates, type ControlStates, type ControlStoryObj } from './controlStories';

/** The states a date field is checked in (axe at 0 in each), in each language below. */
const STATES = ['Default', 'Filled', 'Error', 'Disabled'] as const;
/**
 * Languages beside English whose date order differs: year first, day first with slashes, dots;
 * and American English, whose clock is a 12-hour one (date-times get an AM/PM segment).
 */
const LANGUAGES = { Sv: 'sv', Pt: 'pt', De: 'de', Us: 'en-US' } as const;

type StateName = (typeof STATES)[number];
type LanguageSuffix = keyof typeof LANGUAGES;

/**
 * Waits until the date field is drawn in its language (the language's strings are a lazy chunk),
 * so the story's axe check sees the field as the language has it.
 *
 * @example
 * export const Filled = { ...stories.Filled, play: dateFieldDrawn('Purchase date') };
 */
export function dateFieldDrawn(label: string): NonNullable<ControlStoryObj['play']> {
  return async ({ canvasElement }) => {
    const group = await within(canvasElement).findByRole(
      'group',
      { name: new RegExp(`^${label}`) },
      { timeout: 5000 },
    );
    await expect(within(group).getAllByRole('spinbutton').length).toBeGreaterThanOrEqual(3);
  };
}

/**
 * The Default, Filled, Error and Disabled stories of a date control in English, Swedish,
 * Portuguese, German and American English (`FilledSv`, `ErrorDe`, `FilledUs`…), each waiting for
 * the field before axe runs.
 *
 * @example
 * const dates = dateStates(states);
 * export const FilledDe = dates.FilledDe;
 */
export function dateStates(
  states: ControlStates,
): Record<StateName | `${StateName}${LanguageSuffix}`, ControlStoryObj> {
  const play = dateFieldDrawn(states.label);
  const english = controlStates(states);
  const all = {} as Record<StateName | `${StateName}${LanguageSuffix}`, ControlStoryObj>;
  for (const state of STATES) {
    all[state] = { ...english[state], play };
    for (const [suffix, locale] of Object.entries(LANGUAGES) as [LanguageSuffix, string][]) {
      all[`${state}${suffix}`] = { args: { ...english[state].args, locale }, play };
    }
  }
  return all;
}
