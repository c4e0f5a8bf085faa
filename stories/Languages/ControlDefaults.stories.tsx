import { expect, waitFor, within } from 'storybook/test';
import { loadMessages, resolveMessages } from '../../src/i18n/messages';
import { MOCK_IDS } from '../../src/mock';
import type { ControlArgs } from '../support/controlAttributes';
import { controlScene } from '../support/controlScene';
import type { ControlStoryObj, Story as ControlStory } from '../support/controlStories';
import { formSnippet } from '../support/formSnippet';
import { StoryForm } from '../support/StoryForm';
import { storyMock } from '../support/storyMock';
import * as CONTENT_HOLDER from '../Controls/CONTENT_HOLDER.stories';
import * as DATE from '../Controls/DATE.stories';
import * as DATE_TIME from '../Controls/DATE_TIME.stories';
import * as DOUBLE from '../Controls/DOUBLE.stories';
import * as FIELD_GROUP from '../Controls/FIELD_GROUP.stories';
import * as GUEST_LIST from '../Controls/GUEST_LIST.stories';
import * as INFORMATION from '../Controls/INFORMATION.stories';
import * as INTEGER from '../Controls/INTEGER.stories';
import * as LIST from '../Controls/LIST.stories';
import * as LOCAL_DATE_TIME from '../Controls/LOCAL_DATE_TIME.stories';
import * as MULTI_LINE_TEXT from '../Controls/MULTI_LINE_TEXT.stories';
import * as RECIPIENT_LIST from '../Controls/RECIPIENT_LIST.stories';
import * as SWITCH from '../Controls/SWITCH.stories';
import * as TEXT from '../Controls/TEXT.stories';
import * as URL_CONTROL from '../Controls/URL.stories';
import * as UNKNOWN from '../Controls/Unknown.stories';

/** A `Controls/<Type>` story file: its meta's args and its Default story. */
interface ControlFile {
  default: { title: string; args?: Partial<ControlArgs> };
  Default: ControlStoryObj;
}

const FILES: readonly ControlFile[] = [
  CONTENT_HOLDER,
  DATE,
  DATE_TIME,
  DOUBLE,
  FIELD_GROUP,
  GUEST_LIST,
  INFORMATION,
  INTEGER,
  LIST,
  LOCAL_DATE_TIME,
  MULTI_LINE_TEXT,
  RECIPIENT_LIST,
  SWITCH,
  TEXT,
  URL_CONTROL,
  UNKNOWN,
];

/** The organizations a Default on the mock is given, one each, so their envelopes never meet. */
const ORGANIZATIONS = [MOCK_IDS.swedishOrg, MOCK_IDS.controlsOrg, MOCK_IDS.portugueseOrg];

/**
 * Each control's Default story as it renders: the form its args make, and for a story on the mock
 * service the envelope it serves, on an organization of its own.
 */
const DEFAULTS = (() => {
  let onMock = 0;
  return FILES.map((file) => {
    const title = file.default.title.replace(/^Controls\//, '');
    const args = { ...file.default.args, ...file.Default.args } as ControlArgs;
    const organizationId = args.onMock
      ? (ORGANIZATIONS[onMock++] ?? MOCK_IDS.swedishOrg)
      : undefined;
    const { props, mock } = controlScene({ ...args, onMock: organizationId });
    return { title, args: { ...props, label: title }, mock: mock ?? null };
  });
})();

/**
 * Every control's Default story in one language (`npm test` runs each with axe at 0; the toolbar
 * language and `npm run test:languages` put every story in every language).
 */
function languageStory(locale: string, name: string): ControlStory {
  return {
    name,
    // What a reader copies: a form in that language (its Save button, amounts and dates too).
    parameters: { docs: { source: { code: formSnippet({ locale }, {}) } } },
    render: () => (
      <>
        {DEFAULTS.map(({ title, args }) => (
          <section key={title} aria-label={title}>
            <StoryForm {...args} locale={locale} />
          </section>
        ))}
      </>
    ),
    beforeEach() {
      for (const { mock } of DEFAULTS)
        if (mock) storyMock.state.setEnvelope(mock.organizationId, mock.envelope);
    },
    play: async ({ canvasElement }) => {
      await loadMessages(locale);
      const { submit } = resolveMessages(locale);
      const canvas = within(canvasElement);
      // Every form is drawn, in the language: its own Save button, words of the locale.
      await waitFor(
        () => expect(canvas.getAllByRole('button', { name: submit })).toHaveLength(DEFAULTS.length),
        { timeout: 5000 },
      );
    },
  };
}

/** Each control's Default story in each built-in language but English (the Controls stories). */
export default { title: 'Languages/Control defaults', component: StoryForm };

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
