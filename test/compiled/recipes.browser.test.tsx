// The recipe screens (stories/Recipes/examples, compiled with the React Compiler by the
// browser-compiled project) run their stories' play functions: the app's own components and its
// `useField` amount input are memoized by what the package's hooks return, and still follow every
// change (typing, a re-call's answer, a step, saving).
import { composeStories } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as customControl from '../../stories/Recipes/CustomControl.stories';
import * as reportScreens from '../../stories/Recipes/ReportScreens.stories';
import { Example as OwnAmountInput } from '../../stories/Recipes/examples/OwnAmountInput';
import { storyMock } from '../../stories/support/storyMock';
import '../../src/styles.css';

const worker = setupWorker(...storyMock.handlers);
beforeAll(async () => {
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
    onUnhandledRequest: 'bypass',
  });
});
afterAll(() => worker.stop());
beforeEach(() => {
  storyMock.reset();
  document.body.replaceChildren();
});

it('runs the examples as the compiler compiled them', () => {
  // The compiler's memo cache: `const $ = _c(n)` and reads of `$[i]`.
  expect(String(OwnAmountInput)).toMatch(/\$\[\d+\]/);
});

const stories = { ...composeStories(reportScreens), ...composeStories(customControl) };
describe('recipe stories, compiled', () => {
  it.each(Object.entries(stories))('%s', async (_name, story) => {
    await story.run();
  });

  it('ran the play functions to their end (the two-column screen saved)', async () => {
    await stories.TwoColumnScreen.run();
    expect(document.body).toHaveTextContent('Saved.');
  });
});
