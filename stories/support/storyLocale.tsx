import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext, type ComponentType } from 'react';
import { LANGUAGE_NAMES } from '../../src/i18n/languageNames';
import { BUILT_IN_LANGUAGES } from '../../src/i18n/textLanguage';

/**
 * The toolbar item of the `locale` global (`globalTypes` in .storybook/preview.tsx): every form
 * story re-renders in the language chosen, or in its own (`''`, the default: each story as it is
 * written, its snippet and checks unchanged).
 */
export const LOCALE_GLOBAL_TYPE = {
  description: 'The language of every form story',
  toolbar: {
    title: 'Language',
    icon: 'globe',
    items: [
      { value: '', title: "The story's own language" },
      ...BUILT_IN_LANGUAGES.map((language) => ({
        value: language,
        title: `${LANGUAGE_NAMES[language]} (${language})`,
      })),
    ],
    dynamicTitle: true,
  },
} as const;

/**
 * The language every story starts in: the story's own, or the one `VITE_STORY_LOCALE` names
 * (`npm run test:languages` runs every story once per language with it).
 */
export const INITIAL_STORY_LOCALE: string = import.meta.env.VITE_STORY_LOCALE ?? '';

// A context, not an arg: args feed the story's "Show code" snippet, which stays as written.
const StoryLocaleContext = createContext<string | undefined>(undefined);

/**
 * The locale the toolbar chose for the story being rendered; undefined for the story's own.
 *
 * @example
 * const locale = useStoryLocale() ?? props.locale;
 */
export function useStoryLocale(): string | undefined {
  return useContext(StoryLocaleContext);
}

/**
 * Hands the `locale` global down to the story's forms (`<StoryForm>`, the recipes' examples).
 *
 * @example
 * const preview: Preview = { decorators: [withStoryLocale] };
 */
export const withStoryLocale: Decorator = (Story, { globals }) => {
  const chosen = globals['locale'];
  const locale =
    typeof chosen === 'string' && (BUILT_IN_LANGUAGES as readonly string[]).includes(chosen)
      ? chosen
      : undefined;
  return (
    <StoryLocaleContext.Provider value={locale}>
      <Story />
    </StoryLocaleContext.Provider>
  );
};

/**
 * A recipe's screen in the toolbar's language: its `locale` prop (undefined: the screen's own).
 *
 * @example
 * render: () => <InStoryLocale Example={Example} />,
 */
export function InStoryLocale({ Example }: { Example: ComponentType<{ locale?: string }> }) {
  return <Example locale={useStoryLocale()} />;
}
