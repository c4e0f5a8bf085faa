import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FieldsForm } from '../../../src/react/FieldsForm';
import { createBurstBackend } from '../../tools/burstBackend';
import { withQuery } from '../../tools/formHarness';

const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** Twenty changes of a `requiresUpdate` switch within about a second, replies taking 120 ms. */
async function burst(recallBurstMs: number) {
  const backend = createBurstBackend({ latencyMs: 120 });
  const user = userEvent.setup();
  const { container } = render(
    withQuery(
      <FieldsForm
        source={{ transport: backend.transport, key: `burst-${recallBurstMs}` }}
        recallBurstMs={recallBurstMs}
      />,
    ),
  );
  const toggle = await screen.findByRole('switch', { name: 'Private use' });
  const stop = backend.watch(container);
  for (let change = 0; change < 20; change += 1) {
    await user.click(toggle);
    await sleep(40);
  }
  await sleep(recallBurstMs + 600);
  stop();
  return { backend, toggle };
}

describe('a burst of re-calls', () => {
  it('sends two requests for twenty quick changes and never applies a stale reply', async () => {
    const { backend, toggle } = await burst(400);
    expect(backend.stats).toMatchObject({ sent: 2, aborted: 1, applied: 1, staleApplied: 0 });
    // The last request carried the final choice, and its answer is what the form shows.
    expect(backend.stats.values).toEqual([true, false]);
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Answer to request 2')).toBeInTheDocument();
  });

  it('with no quiet time, aborts each request for the next: one per change, still none stale', async () => {
    const { backend } = await burst(0);
    expect(backend.stats.sent).toBe(20);
    expect(backend.stats.staleApplied).toBe(0);
    expect(screen.getByText('Answer to request 20')).toBeInTheDocument();
  });
});
