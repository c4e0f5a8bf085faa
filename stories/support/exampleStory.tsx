import type { StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { applyMockSetup, type MockSetup } from './mockSetup';
import { sourceSnippet } from './sourceSnippet';
import { InStoryLocale } from './storyLocale';
import { lookSource } from './storySnippet';

/** A recipe story: an example file's `Example`, on the mock. */
export type ExampleStory = StoryObj<ComponentType<{ locale?: string }>>;

/**
 * A recipe story whose example is a file of its own: the story renders the file's `Example` on
 * the mock set up so (in the toolbar's language), and "Show code" is the file itself with that setup (`sourceSnippet`).
 *
 * @example
 * import { Example } from './examples/TwoColumns';
 * import source from './examples/TwoColumns.tsx?raw';
 * export const TwoColumns = exampleStory(Example, source, { envelope: scenario('basic') }, { play });
 */
export function exampleStory(
  Example: ComponentType<{ locale?: string }>,
  source: string,
  mock: MockSetup,
  story: Omit<ExampleStory, 'render' | 'beforeEach' | 'parameters'> = {},
): ExampleStory {
  return {
    ...story,
    // In the toolbar's language, when one is chosen (stories/support/storyLocale.tsx).
    render: () => <InStoryLocale Example={Example} />,
    beforeEach: applyMockSetup(mock),
    parameters: { docs: { source: lookSource(sourceSnippet(source, mock)) } },
  };
}
