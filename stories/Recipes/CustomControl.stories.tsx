import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { exampleStory, type ExampleStory } from '../support/exampleStory';
import { scenario } from '../support/scenario';
import { Example } from './examples/OwnTextInput';
import source from './examples/OwnTextInput.tsx?raw';

/**
 * Swap one control for your own: pass `controls` to a form, or a `ControlsProvider` for every
 * form below it. The other controls stay the library's.
 */
export default { title: 'Recipes/Custom registry', component: Example } satisfies Meta<
  typeof Example
>;

export const OwnTextInput: ExampleStory = exampleStory(
  Example,
  source,
  { envelope: scenario('basic') },
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const name = await canvas.findByRole('textbox', { name: /^Report name/ });
      await userEvent.type(name, 'Taxi');
      await expect(name).toHaveAccessibleDescription('4 / 80');
      await expect(canvas.getByRole('textbox', { name: /^Amount/ })).toHaveClass('ef-number');
    },
  },
);
