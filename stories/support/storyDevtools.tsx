import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext } from 'react';
import { addons } from 'storybook/preview-api';
import { createStoryDevtoolsHost } from '../../.storybook/devtoolsAddon/storyDevtoolsHost';
import { DevtoolsHostContext, type DevtoolsHost } from '../../src/devtools/recorder/devtoolsHost';

/**
 * How a form story shows `<FieldsDevtools>`: in Storybook's "Fields devtools" panel only (the
 * default: the canvas, its axe check and its snippet stay as they are), also as its button in the
 * form, also with the panel open in the form, or not at all.
 */
export type StoryDevtoolsMode = 'panel' | 'closed' | 'open' | 'off';

const MODES: readonly StoryDevtoolsMode[] = ['panel', 'closed', 'open', 'off'];

/**
 * The toolbar item of the `devtools` global (`globalTypes` in .storybook/preview.tsx): where the
 * devtools of every form story show.
 */
export const DEVTOOLS_GLOBAL_TYPE = {
  description: 'Where the fields devtools of every form story show',
  toolbar: {
    title: 'Devtools',
    icon: 'beaker',
    items: [
      { value: 'panel', title: 'Devtools in the Storybook panel' },
      { value: 'closed', title: 'Devtools button in the form (panel closed)' },
      { value: 'open', title: 'Devtools panel open in the form' },
      { value: 'off', title: 'Devtools off' },
    ],
    dynamicTitle: true,
  },
} as const;

/**
 * The mode a `devtools` global names; anything else (an old URL, no global at all) is the
 * Storybook panel only, so a story never shows the panel in its canvas by accident.
 *
 * @example
 * devtoolsMode('open'); // 'open'
 * devtoolsMode(undefined); // 'panel'
 */
export function devtoolsMode(value: unknown): StoryDevtoolsMode {
  return MODES.find((mode) => mode === value) ?? 'panel';
}

// A context, not an arg: args feed the story's "Show code" snippet (formSnippet.ts), and the
// devtools are a Storybook aid, not part of the example a reader copies.
const StoryDevtoolsContext = createContext<StoryDevtoolsMode>('off');

/**
 * The devtools mode the toolbar chose for the story being rendered (`off` outside Storybook).
 * `<StoryForm>` draws `<FieldsDevtools>` inside its form unless it is `off`; whether they show in
 * the canvas is the host's to say (`DevtoolsHostContext`, below).
 *
 * @example
 * const devtools = useStoryDevtools();
 * if (devtools !== 'off') return <FieldsDevtools defaultOpen={devtools === 'open'} />;
 */
export function useStoryDevtools(): StoryDevtoolsMode {
  return useContext(StoryDevtoolsContext);
}

/** The two hosts of the stories: both feed the Storybook panel; one also draws in the canvas. */
let hosts: { inPage: DevtoolsHost; elsewhere: DevtoolsHost } | null | undefined;
function storyHosts() {
  if (hosts !== undefined) return hosts;
  try {
    const { attach } = createStoryDevtoolsHost(addons.getChannel());
    hosts = { inPage: { inPage: true, attach }, elsewhere: { inPage: false, attach } };
  } catch {
    // No channel (a story composed outside Storybook): the devtools draw in the page as in an app.
    hosts = null;
  }
  return hosts;
}

/**
 * A story whose subject is the devtools themselves (`Devtools/*`) sets
 * `parameters.fieldsDevtools.inPage`: the devtools it renders stay in its canvas in every mode.
 */
export interface StoryDevtoolsParameters {
  inPage?: boolean;
}

/**
 * Hands the `devtools` global down to `<StoryForm>`, and makes every `<FieldsDevtools>` of the
 * story feed Storybook's "Fields devtools" panel (`.storybook/manager.ts`) over the channel: a
 * decorator sits above the form, so it cannot reach the form's session itself; the devtools inside
 * the form hand it over (ARCHITECTURE.md "Devtools").
 *
 * @example
 * const preview: Preview = { decorators: [withStoryDevtools] };
 */
export const withStoryDevtools: Decorator = (Story, { globals, parameters }) => {
  const mode = devtoolsMode(globals['devtools']);
  const own = (parameters['fieldsDevtools'] as StoryDevtoolsParameters | undefined)?.inPage;
  const host = mode === 'off' && !own ? null : storyHosts();
  return (
    <StoryDevtoolsContext.Provider value={mode}>
      <DevtoolsHostContext.Provider
        value={host && (mode === 'panel' && !own ? host.elsewhere : host.inPage)}
      >
        <Story />
      </DevtoolsHostContext.Provider>
    </StoryDevtoolsContext.Provider>
  );
};
