// @vitest-environment node
// The session's activity, `whenSettled` and its event stream, on fake timers.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExpenseApiError } from '../../../../src/core/wire/errors';
import { fieldKey } from '../../../../src/core/wire/fieldIndex';
import { createFormSession } from '../../../../src/core/session/createFormSession';
import { createMemoryStore } from '../../../../src/core/session/store/memoryStore';
import type { ExchangeEvent, SessionEvent } from '../../../../src/core/session/state/sessionEvents';
import type { FormSessionOptions } from '../../../../src/core/session/context/formSession';
import type * as TellEventModule from '../../../../src/core/session/events/tellEvent';
import { versionField, wireField } from '../../../../src/mock/scenarios/wireField';
import { envelopeOf, scriptedTransport, type Script } from '../../../tools/scriptedTransport';

/** Every event a session builds goes through `tellEvent`'s `make`: counted here. */
const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../src/core/session/events/tellEvent', async (importOriginal) => {
  const real = await importOriginal<typeof TellEventModule>();
  return {
    ...real,
    tellEvent: (...[listeners, make]: Parameters<typeof real.tellEvent>) =>
      real.tellEvent(listeners, () => {
        built.count += 1;
        return make();
      }),
  };
});

const AMOUNT = fieldKey('verification.amount');
const NAME = fieldKey('name');

const fields = () => [
  wireField('name', 'TEXT', 'Report name'),
  wireField('verification.amount', 'DOUBLE', 'Amount', { requiresUpdate: true }),
  versionField(1),
];

function setup(script: Script = {}, options: Partial<FormSessionOptions> = {}) {
  const backend = scriptedTransport(envelopeOf(fields()), script);
  const session = createFormSession({
    transport: backend.transport,
    store: createMemoryStore(),
    recallDelayMs: 800,
    ...options,
  });
  const events: SessionEvent[] = [];
  const stopEvents = session.subscribeEvents((event) => events.push(event));
  const stop = session.start();
  const exchanges = () =>
    events
      .filter((event): event is ExchangeEvent => event.type === 'exchange')
      .map(({ kind, phase }) => `${kind}:${phase}`);
  return { backend, session, events, exchanges, stop, stopEvents };
}

// whenSettled is a lazy chunk: loaded once before the fake clock runs the tests.
beforeAll(() => import('../../../../src/core/session/events/whenSettled'));
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('activity and whenSettled', () => {
  it('lists the load while it is out and settles once it is applied', async () => {
    const { session } = setup({ load: () => ({ value: envelopeOf(fields()), latencyMs: 200 }) });
    expect(session.activity().map((item) => item.kind)).toEqual(['load']);
    expect(session.isSettled()).toBe(false);
    const settled = vi.fn();
    void session.whenSettled().then(settled);
    await wait(199);
    expect(settled).not.toHaveBeenCalled();
    await wait(1);
    expect(settled).toHaveBeenCalledOnce();
    expect(session.activity()).toEqual([]);
  });

  it('counts a re-call that waits for the typing pause, then the re-call itself', async () => {
    const { session } = setup({ recall: (body) => ({ value: body, latencyMs: 300 }) });
    await wait(0);
    session.typed(AMOUNT, '12');
    expect(session.activity().map((item) => item.kind)).toEqual(['recallDue']);
    const settled = vi.fn();
    void session.whenSettled().then(settled);
    await wait(800);
    expect(session.activity().map((item) => item.kind)).toEqual(['recall']);
    expect(settled).not.toHaveBeenCalled();
    await wait(300);
    expect(settled).toHaveBeenCalledOnce();
  });

  it('settles when a save it waited for fails (the save ends after its state is shown)', async () => {
    const { session } = setup({
      submit: () => ({ error: new ExpenseApiError(503, 'UNAVAILABLE', 'down'), latencyMs: 100 }),
    });
    await wait(0);
    const saving = session.submit();
    const settled = vi.fn();
    void session.whenSettled({ timeoutMs: 60_000 }).then(settled);
    await wait(100);
    await saving;
    await wait(0);
    expect(session.getSnapshot().submitState).toBe('failed');
    expect(settled).toHaveBeenCalledOnce();
  });

  it('typing in a field that triggers nothing is settled at once', async () => {
    const { session } = setup();
    await wait(0);
    session.typed(NAME, 'Trip');
    expect(session.isSettled()).toBe(true);
    await expect(session.whenSettled()).resolves.toBeUndefined();
  });

  it('fails after its timeout naming what is still out, and never hangs', async () => {
    const { session } = setup({ recall: (body) => ({ value: body, latencyMs: 60_000 }) });
    await wait(0);
    session.chose(AMOUNT, '5');
    const outcome = session.whenSettled({ timeoutMs: 2000 }).catch((error: Error) => error);
    await wait(2000);
    const error = await outcome;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Not settled after 2.0 s: re-call sent 2.0 s ago.');
  });

  it('names the request as the transport describes it', async () => {
    const backend = scriptedTransport(envelopeOf(fields()), {
      recall: (body) => ({ value: body, latencyMs: 5000 }),
    });
    const session = createFormSession({
      transport: {
        ...backend.transport,
        describe: (kind) => (kind === 'recall' ? 'PUT /o/1/fields' : undefined),
      },
      store: createMemoryStore(),
    });
    session.start();
    await wait(0);
    session.chose(AMOUNT, '5');
    expect(session.activity()[0]?.label).toBe('re-call PUT /o/1/fields');
  });

  it('tracks the uploads and list queries the controls make through the lent transport', async () => {
    const backend = scriptedTransport(envelopeOf(fields()));
    let release: (value: { id: string }) => void = () => undefined;
    const session = createFormSession({
      transport: {
        ...backend.transport,
        upload: () => new Promise((resolve) => (release = resolve as typeof release)),
      },
      store: createMemoryStore(),
    });
    session.start();
    await wait(0);
    const upload = session.transport.upload?.(
      new Uint8Array(3),
      { contentType: 'image/png' },
      new AbortController().signal,
    );
    expect(session.activity().map((item) => item.kind)).toEqual(['upload']);
    expect(session.isSettled()).toBe(false);
    release({ id: 'c-1' });
    await upload;
    expect(session.isSettled()).toBe(true);
  });
});

describe('the event stream', () => {
  it('builds no event while no one listens, and builds them once someone does', async () => {
    const backend = scriptedTransport(envelopeOf(fields()), {
      submit: () => ({ error: new ExpenseApiError(503, 'UNAVAILABLE', 'down') }),
    });
    const session = createFormSession({ transport: backend.transport, store: createMemoryStore() });
    built.count = 0;
    // A load, typing, a re-call, a failed save: state, messages and exchanges, and no listener.
    session.start();
    await wait(0);
    session.typed(NAME, 'Trip');
    session.chose(AMOUNT, '3');
    await wait(0);
    const submitted = session.submit();
    await wait(10);
    await submitted;
    expect(backend.calls.map((call) => call.kind)).toEqual(['load', 'recall', 'submit']);
    expect(built.count).toBe(0);

    // A subscriber: each event is built once, however many listen; gone, none is built again.
    const heard: SessionEvent[] = [];
    const stops = [
      session.subscribeEvents((event) => heard.push(event)),
      session.subscribeEvents(() => undefined),
    ];
    session.chose(AMOUNT, '4');
    await wait(0);
    expect(heard.map((event) => event.type)).toContain('exchange');
    expect(built.count).toBe(heard.length);
    for (const stop of stops) stop();
    session.chose(AMOUNT, '5');
    await wait(0);
    expect(built.count).toBe(heard.length);

    // The app's own `onEvent` is a listener too.
    const onEvent = vi.fn();
    session.configure({ onEvent });
    session.chose(AMOUNT, '6');
    await wait(0);
    expect(onEvent.mock.calls.map(([event]) => (event as SessionEvent).type)).toContain('exchange');
    expect(built.count).toBe(heard.length + onEvent.mock.calls.length);
  });

  it('shows a burst of choices as stale re-calls dropped and one applied, with the winner', async () => {
    const { session, events, exchanges } = setup(
      { recall: (body) => ({ value: body, latencyMs: 100 }) },
      { recallBurstMs: 50 },
    );
    await wait(0);
    session.chose(AMOUNT, '1');
    await wait(10);
    session.chose(AMOUNT, '2');
    await wait(500);
    expect(exchanges()).toEqual([
      'load:sent',
      'load:applied',
      'recall:sent',
      'recall:stale',
      'recall:sent',
      'recall:applied',
    ]);
    const recalls = events.filter(
      (event): event is ExchangeEvent => event.type === 'exchange' && event.kind === 'recall',
    );
    const stale = recalls.find((event) => event.phase === 'stale');
    const applied = recalls.find((event) => event.phase === 'applied');
    // The winner of a burst is sent after the quiet time: not known when the stale one ends.
    expect(stale?.wonBy).toBeNull();
    expect(applied?.id).toBeGreaterThan(stale?.id ?? Infinity);
    expect(applied?.request).not.toBeNull();
    expect(applied?.durationMs).toBe(100);
  });

  it('names the re-call that replaced a stale one when it was sent at once', async () => {
    const { session, events } = setup({ recall: (body) => ({ value: body, latencyMs: 100 }) });
    await wait(0);
    session.typed(AMOUNT, '1');
    session.left(AMOUNT);
    session.typed(AMOUNT, '2');
    session.left(AMOUNT);
    await wait(100);
    const recalls = events.filter(
      (event): event is ExchangeEvent => event.type === 'exchange' && event.kind === 'recall',
    );
    const stale = recalls.find((event) => event.phase === 'stale');
    const applied = recalls.find((event) => event.phase === 'applied');
    expect(stale?.wonBy).toBe(applied?.id);
  });

  it('tells the keys edited while a re-call was out', async () => {
    const { session, events } = setup({ recall: (body) => ({ value: body, latencyMs: 100 }) });
    await wait(0);
    session.chose(AMOUNT, '1');
    session.typed(NAME, 'Trip');
    await wait(100);
    const applied = events.find(
      (event): event is ExchangeEvent =>
        event.type === 'exchange' && event.phase === 'applied' && event.kind === 'recall',
    );
    expect(applied?.edited).toEqual([NAME]);
    expect(applied?.trigger).toBe(AMOUNT);
  });

  it('reports a failed save with its HTTP status, and the state and message changes', async () => {
    const { session, events } = setup({
      submit: () => ({ error: new ExpenseApiError(503, 'UNAVAILABLE', 'down') }),
    });
    await wait(0);
    const submitted = session.submit();
    await wait(10);
    await submitted;
    const failed = events.find(
      (event): event is ExchangeEvent => event.type === 'exchange' && event.phase === 'failed',
    );
    expect(failed).toMatchObject({ kind: 'save', status: 503 });
    expect(
      events.some((event) => event.type === 'state' && event.state.submitState === 'failed'),
    ).toBe(true);
  });

  it('stops telling a listener that unsubscribed', async () => {
    const { session, events, stopEvents } = setup();
    await wait(0);
    const before = events.length;
    stopEvents();
    session.chose(AMOUNT, '4');
    await wait(0);
    expect(events.length).toBe(before);
  });
});
