import type { Story } from './controlStories';
import { formSnippet, type FormSnippetOptions } from './formSnippet';
import { applyMockSetup } from './mockSetup';
import type { StoryFormProps } from './StoryForm';
import { lookSource } from './storySnippet';

/** A form story as data: the props its `<StoryForm>` gets and what the mock holds first. */
export interface FormScene extends FormSnippetOptions {
  args?: StoryFormProps;
}

/**
 * A story of `<StoryForm>` whose args, mock setup and "Show code" snippet all come from one scene,
 * so what the story renders and what it shows cannot differ. The scene stays in
 * `parameters.formScene` for `test/unit/storySnippets.test.ts` to check against the story's args.
 *
 * @example
 * export const Slow: Story = formStory({ mock: { faults: { fields: { latencyMs: 800 } } } }, { play });
 */
export function formStory(
  scene: FormScene,
  story: Omit<Story, 'args' | 'beforeEach' | 'parameters'> = {},
): Story {
  const args = scene.args ?? {};
  return {
    ...story,
    args,
    ...(scene.mock ? { beforeEach: applyMockSetup(scene.mock) } : {}),
    parameters: { formScene: scene, docs: { source: lookSource(formSnippet(args, scene)) } },
  };
}
