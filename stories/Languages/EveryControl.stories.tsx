import { expect, within } from 'storybook/test';
import { loadMessages, resolveMessages } from '../../src/i18n/messages';
import { MOCK_IDS } from '../../src/mock';
import type { FormMeta, Story } from '../support/controlStories';
import { formStory } from '../support/formStory';
import { StoryForm } from '../support/StoryForm';
import { storyDriver } from '../support/storyDriver';

/**
 * The mock's form with every control type (its `allControls` scenario: each controlType of spec
 * 2.7, groups, notices, an unknown type) in one language, as a reader's app renders it: the story
 * and its "Show code" are the same form (`formStory`), so the snippet runs as the story does.
 */
function languageStory(locale: string, name: string): Story {
  return formStory(
    { args: { organizationId: MOCK_IDS.controlsOrg, locale } },
    {
      name,
      play: async ({ canvasElement }) => {
        await loadMessages(locale);
        const { submit } = resolveMessages(locale);
        await storyDriver(canvasElement).settled();
        // The form is drawn in the language: its own Save button.
        await expect(within(canvasElement).getByRole('button', { name: submit })).toBeVisible();
      },
    },
  );
}

/**
 * Every control type in each built-in language but English (`npm test` runs each with axe at 0;
 * the toolbar language and `npm run test:languages` put every story in every language).
 */
export default { title: 'Languages/Every control', component: StoryForm } satisfies FormMeta;

export const Swedish = languageStory('sv', 'Svenska');
export const Portuguese = languageStory('pt', 'Português');
export const NorwegianBokmal = languageStory('nb', 'Norsk bokmål');
export const Danish = languageStory('da', 'Dansk');
export const Finnish = languageStory('fi', 'Suomi');
export const German = languageStory('de', 'Deutsch');
export const French = languageStory('fr', 'Français');
export const Dutch = languageStory('nl', 'Nederlands');
export const Spanish = languageStory('es', 'Español');
export const Polish = languageStory('pl', 'Polski');
