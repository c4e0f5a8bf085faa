// A usable form at first paint (ARCHITECTURE.md "Mount"): a form whose transport answers within
// the mount's task is drawn with every field usable in the first frame the browser paints, dates
// included, never "Loading" first; a form given its envelope renders in one commit.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import type { FieldsTransport } from '../../src/core/http/transport';
import { parseEnvelope } from '../../src/core/wire/envelope';
import { largeEnvelope } from '../../src/mock/scenarios/largeEnvelope';
import { FieldsForm } from '../../src/react/form/FieldsForm';
import { usableFields } from '../bench/usableFields';
import '../../src/styles.css';

const N = 50;
const envelope = parseEnvelope(largeEnvelope(N));
const transport: FieldsTransport = {
  load: async () => envelope,
  recall: async (next) => next,
  command: async (next) => next,
  submit: async (next) => ({ kind: 'invalid', envelope: next, status: 400 }),
};

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * What the first frame that shows anything of the form holds: looked at in each frame's
 * animation callback, which runs before that frame's paint.
 */
async function firstFrame(tree: React.ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  // Not in act(): the browser's own scheduling, as in an app.
  root.render(tree);
  do await frame();
  while (container.childElementCount === 0);
  return container.cloneNode(true) as HTMLElement;
}

it('draws every field usable in the first painted frame when the transport answers at once', async () => {
  const seen = await firstFrame(
    <FieldsForm source={{ transport, key: 'first-paint' }} drafts={false} />,
  );
  expect(seen.textContent).not.toContain('Loading');
  expect(usableFields(seen, N, 'ours')).toBe(true);
  // The dates are segments that take keys, not stand-ins.
  expect(seen.querySelectorAll('[role="spinbutton"][contenteditable="true"]').length).toBe(
    (N / 5) * 3,
  );
});

it('draws every field usable in the first painted frame from an envelope in hand', async () => {
  const seen = await firstFrame(
    <FieldsForm
      source={{ transport, key: 'first-paint-ready' }}
      initialEnvelope={envelope}
      drafts={false}
    />,
  );
  expect(usableFields(seen, N, 'ours')).toBe(true);
});
