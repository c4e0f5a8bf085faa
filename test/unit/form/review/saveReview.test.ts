import { describe, expect, it, vi } from 'vitest';
import { createFormSession } from '../../../../src/core/session/createFormSession';
import { createMemoryStore } from '../../../../src/core/session/store/memoryStore';
import { fieldKey } from '../../../../src/core/wire/fieldIndex';
import { wireField } from '../../../../src/mock/scenarios/wireField';
import { createSaveReview } from '../../../../src/react/review/saveReview';
import { envelopeOf, scriptedTransport } from '../../../tools/scriptedTransport';

async function started() {
  const backend = scriptedTransport(
    envelopeOf([wireField('name', 'TEXT', 'Name', { mandatory: true })]),
  );
  const engine = createFormSession({ transport: backend.transport, store: createMemoryStore() });
  engine.start();
  await engine.whenSettled();
  const review = createSaveReview(engine);
  return { engine, review, backend };
}

describe('createSaveReview', () => {
  it('off, a request is the plain save; on, the checks refuse before any step', async () => {
    const { engine, review, backend } = await started();
    const submit = vi.spyOn(engine, 'submit');
    await review.request();
    expect(submit).toHaveBeenCalledTimes(1);
    review.configure(true);
    await review.request();
    // Refused by the form's own checks: the engine's refusal, no step.
    expect(submit).toHaveBeenCalledTimes(2);
    expect(review.state().step).toBe('closed');
    expect(engine.getSnapshot().submitState).toBe('invalid');
    expect(backend.of('submit')).toHaveLength(0);
  });

  it('opens, goes back, confirms: one save, the step closed when it ends, each step logged', async () => {
    const { engine, review, backend } = await started();
    review.configure(true);
    engine.typed(fieldKey('name'), 'Taxi');
    const told = vi.fn();
    review.subscribe(told);
    await review.request('save-1');
    expect(review.state()).toMatchObject({ step: 'open', openedBy: 'save-1' });
    // A second request while the step asks changes nothing (Enter in a field).
    await review.request();
    expect(review.state().openedBy).toBe('save-1');
    review.cancel();
    expect(review.state()).toMatchObject({ step: 'closed', openedBy: null });
    await review.request();
    const saving = review.confirm();
    expect(review.state().step).toBe('saving');
    await saving;
    expect(review.state().step).toBe('closed');
    expect(backend.of('submit')).toHaveLength(1);
    expect(review.state().log.map((entry) => entry.action)).toEqual([
      'shown',
      'back',
      'shown',
      'confirmed',
    ]);
    expect(told).toHaveBeenCalledTimes(5);
  });

  it('turned off while the step asks, the step closes', async () => {
    const { engine, review } = await started();
    review.configure(true);
    engine.typed(fieldKey('name'), 'Taxi');
    await review.request();
    review.configure(false);
    expect(review.state()).toMatchObject({ on: false, step: 'closed' });
  });
});
