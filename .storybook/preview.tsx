import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '../src/styles.css';
import { DEVTOOLS_GLOBAL_TYPE, withStoryDevtools } from '../stories/support/storyDevtools';
import { storyMock } from '../stories/support/storyMock';
import {
  INITIAL_STORY_LOCALE,
  LOCALE_GLOBAL_TYPE,
  withStoryLocale,
} from '../stories/support/storyLocale';
import { LOOK_GLOBAL_TYPE, withStoryLook } from '../stories/support/storyLook';

const preview: Preview = {
  // Starts the MSW worker once; each story registers the mock service in `beforeEach({ msw })`.
  loaders: [mswLoader()],
  // Each story starts from the seed: fresh state, no faults; stories add their own on top.
  beforeEach({ msw }) {
    storyMock.reset();
    msw.use(...storyMock.handlers);
  },
  // The toolbar's Devtools: every form story feeds the "Fields devtools" panel (manager.ts); the
  // toolbar can also show `<FieldsDevtools>` inside its form. Not in the canvas by default, so
  // every story, its axe check and its "Show code" stay as they are.
  // The toolbar's Language: every form story re-renders in any of the eleven built-in languages
  // (its own by default).
  // The toolbar's Look: every story re-renders in the default look, Material UI or shadcn/ui.
  globalTypes: {
    devtools: DEVTOOLS_GLOBAL_TYPE,
    locale: LOCALE_GLOBAL_TYPE,
    look: LOOK_GLOBAL_TYPE,
  },
  initialGlobals: { devtools: 'panel', locale: INITIAL_STORY_LOCALE, look: 'default' },
  decorators: [withStoryDevtools, withStoryLocale, withStoryLook],
  tags: ['autodocs'],
  parameters: {
    // Any axe violation fails the story when it runs as a test.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
