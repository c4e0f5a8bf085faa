// The mount (ARCHITECTURE.md "Mount"): the form shows a loaded envelope in one commit, each field
// is one component, and nothing renders again once it is on screen (no draft to offer, English).
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldsTransport } from '../../../src/core/http/transport';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import { largeEnvelope } from '../../../src/mock/scenarios/largeEnvelope';
import { FieldsForm } from '../../../src/react/form/FieldsForm';
import { createFormDriver } from '../../../src/testing';
import { withQuery } from '../../tools/formHarness';
import { renderCounter } from '../../tools/renderCounter';

/** The bench's mix: text, number, switch, date and list fields in turn. */
const N = 200;

interface DevtoolsHook {
  onCommitFiberRoot: (...args: unknown[]) => void;
}
const hook = (globalThis as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: DevtoolsHook })
  .__REACT_DEVTOOLS_GLOBAL_HOOK__;

/** The components rendered in each commit, by the same walk as the bench's. */
let commits: string[][] = [];
let inner: DevtoolsHook['onCommitFiberRoot'];
beforeEach(() => {
  commits = [];
  inner = hook.onCommitFiberRoot;
  hook.onCommitFiberRoot = (...args) => {
    renderCounter.reset();
    inner(...args);
    commits.push(renderCounter.names);
  };
});
afterEach(() => {
  hook.onCommitFiberRoot = inner;
});

const transportOf = (load: FieldsTransport['load']): FieldsTransport => ({
  load,
  recall: async (next) => next,
  command: async (next) => next,
  submit: async () => {
    throw new Error('not in this test');
  },
});

/**
 * Waits until the form is settled: the draft lookup in IndexedDB has answered and nothing else is
 * out (expense-fields/testing reads it from the form's marker). Then no commit may follow: React
 * is given its pending work in act, the form must still be settled, and no commit came meanwhile.
 */
async function settle(container: Element) {
  const form = createFormDriver(container);
  await form.settled();
  const seen = commits.length;
  await act(() => form.settled());
  expect(commits).toHaveLength(seen);
}

describe('mount', () => {
  it('an envelope the form is given renders in one commit, one component per field', async () => {
    const envelope = parseEnvelope(largeEnvelope(N));
    const { container } = render(
      withQuery(
        <FieldsForm
          source={{ transport: transportOf(() => Promise.reject(new Error('no load'))), key: 'm1' }}
          initialEnvelope={envelope}
        />,
      ),
    );
    await screen.findByRole('textbox', { name: 'Field 101' });
    await settle(container);

    expect(commits).toHaveLength(1);
    // Nothing preloaded: the date fields' segments are drawn in that one commit, never a
    // read-only stand-in (ARCHITECTURE.md "Dates"), and every field can take input.
    const dates = container.querySelectorAll('[role="group"][data-ef-date="date"]');
    expect(dates).toHaveLength(N / 5);
    for (const date of dates) expect(date.querySelectorAll('[role="spinbutton"]')).toHaveLength(3);
    expect(container.querySelectorAll('[aria-busy="true"], input[readonly]')).toHaveLength(0);
    const names = commits[0] ?? [];
    expect(names.filter((name) => name === 'Field')).toHaveLength(N);
    // The form's own parts (the form and its view inside the language's Suspense boundary,
    // provider, summary, status, Save) are a fixed few, whatever N is.
    expect(names.length - N).toBeLessThanOrEqual(17);
    expect(names.length / N).toBeLessThanOrEqual(1.1);
  }, 20_000);

  it('a loaded envelope: the loading frame, then one commit that shows the form, then nothing', async () => {
    const envelope = parseEnvelope(largeEnvelope(N));
    const { container } = render(
      withQuery(
        <FieldsForm source={{ transport: transportOf(async () => envelope), key: 'm2' }} />,
      ),
    );
    await screen.findByRole('textbox', { name: 'Field 101' });
    await settle(container);

    expect(commits).toHaveLength(2);
    const [loading = [], loaded = []] = commits;
    expect(loading.length).toBeLessThanOrEqual(7);
    expect(loaded.filter((name) => name === 'Field')).toHaveLength(N);
    expect(loaded.length / N).toBeLessThanOrEqual(1.1);
  }, 20_000);

  it('writes each input once: no attribute removed, no focus listener of its own', async () => {
    // React removes an attribute given `false` (1,800 calls at N = 1000 when every input said
    // disabled={false} readOnly={false}); amounts share the document's focus listeners.
    const removed = vi.spyOn(Element.prototype, 'removeAttribute');
    const listened = vi.spyOn(EventTarget.prototype, 'addEventListener');
    try {
      const envelope = parseEnvelope(largeEnvelope(N));
      render(
        withQuery(
          <FieldsForm
            source={{
              transport: transportOf(() => Promise.reject(new Error('no load'))),
              key: 'm4',
            }}
            initialEnvelope={envelope}
          />,
        ),
      );
      await screen.findByRole('textbox', { name: 'Field 101' });
      const fromInputs = removed.mock.calls.filter(
        (_, call) => removed.mock.contexts[call] instanceof HTMLInputElement,
      );
      expect(fromInputs).toEqual([]);
      const onInputs = listened.mock.calls.filter(
        ([type], call) =>
          listened.mock.contexts[call] instanceof HTMLInputElement &&
          (type === 'focus' || type === 'blur'),
      );
      expect(onInputs).toEqual([]);
    } finally {
      removed.mockRestore();
      listened.mockRestore();
    }
  }, 20_000);

  it('a control that throws still leaves one fallback and the other fields', async () => {
    const envelope = parseEnvelope(largeEnvelope(10));
    let thrown = 0;
    const Broken = () => {
      thrown += 1;
      throw new Error('boom');
    };
    const quiet = console.error;
    console.error = () => undefined;
    try {
      render(
        withQuery(
          <FieldsForm
            source={{ transport: transportOf(async () => envelope), key: 'm3' }}
            controls={{ DATE: Broken }}
          />,
        ),
      );
      await screen.findByRole('textbox', { name: 'Field 1' });
    } finally {
      console.error = quiet;
    }
    expect(thrown).toBeGreaterThan(0);
    expect(screen.getAllByText('This field could not be shown; its value is kept.')).toHaveLength(
      2,
    );
    // The other eight work on: two text fields, two amounts, two switches and two lists.
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    expect(screen.getAllByRole('switch')).toHaveLength(2);
    expect(screen.getAllByRole('combobox')).toHaveLength(2);
  }, 20_000);
});
