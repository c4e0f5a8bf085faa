import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext } from 'react';

/**
 * How a form story shows `<FieldsDevtools>`: not at all (the default, so every story, its axe
 * check and its snippet stay as they are), as its button, or with the panel open.
 */
export type StoryDevtoolsMode = 'off' | 'closed' | 'open';

const MODES: readonly StoryDevtoolsMode[] = ['off', 'closed', 'open'];

/**
 * The toolbar item of the `devtools` global (`globalTypes` in .storybook/preview.tsx): any form
 * story can show the devtools panel inside its form.
 */
export const DEVTOOLS_GLOBAL_TYPE = {
  description: 'The fields devtools panel inside the form of every form story',
  toolbar: {
    title: 'Devtools',
    icon: 'beaker',
    items: [
      { value: 'off', title: 'Devtools off' },
      { value: 'closed', title: 'Devtools button (panel closed)' },
      { value: 'open', title: 'Devtools panel open' },
    ],
    dynamicTitle: true,
  },
} as const;

/**
 * The mode a `devtools` global names; anything else (an old URL, no global at all) is off, so a
 * story never shows the panel by accident.
 *
 * @example
 * devtoolsMode('open'); // 'open'
 * devtoolsMode(undefined); // 'off'
 */
export function devtoolsMode(value: unknown): StoryDevtoolsMode {
  return MODES.find((mode) => mode === value) ?? 'off';
}

// A context, not an arg: args feed the story's "Show code" snippet (formSnippet.ts), and the
// devtools are a Storybook aid, not part of the example a reader copies.
const StoryDevtoolsContext = createContext<StoryDevtoolsMode>('off');

/**
 * The devtools mode the toolbar chose for the story being rendered (`off` outside Storybook).
 *
 * @example
 * const devtools = useStoryDevtools();
 * if (devtools !== 'off') return <FieldsDevtools defaultOpen={devtools === 'open'} />;
 */
export function useStoryDevtools(): StoryDevtoolsMode {
  return useContext(StoryDevtoolsContext);
}

/**
 * Hands the `devtools` global down to `<StoryForm>`. A decorator sits above the form, so it cannot
 * reach the form's session: it only says what to show, and `<StoryForm>` renders the panel inside
 * the form, where `<FieldsDevtools>` reads the form's context.
 *
 * @example
 * const preview: Preview = { decorators: [withStoryDevtools] };
 */
export const withStoryDevtools: Decorator = (Story, { globals }) => (
  <StoryDevtoolsContext.Provider value={devtoolsMode(globals['devtools'])}>
    <Story />
  </StoryDevtoolsContext.Provider>
);
