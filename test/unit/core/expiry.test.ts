// @vitest-environment node
// An access token that expired is refreshed once per call; a throttled service is waited
// for on calls that may be repeated, never on a save. Calls refused together share one
// refresh; `Retry-After` is read strictly and never waited for less than a floor.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExpenseClient } from '../../../src/core/http/client';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import { ExpenseApiError } from '../../../src/core/wire/errors';
import { pause, type TokenRequest } from '../../../src/core/http/sender';
import { sampleWireEnvelope } from '../../fixtures/wire';
import {
  startRecordingServer,
  type RecordedRequest,
  type Reply,
} from '../../tools/recordingServer';
import { failure } from '../../tools/failure';

const ORG = '0123456789abcdef0123456789abcdef';
let replies: Reply[] = [];
/** Answers a request before the queued replies do (null: take the queue). */
let route: (request: RecordedRequest) => Reply | null = () => null;
let server: Awaited<ReturnType<typeof startRecordingServer>>;
const answer = (request: RecordedRequest) =>
  route(request) ?? replies.shift() ?? { status: 200, body: sampleWireEnvelope() };

beforeAll(async () => {
  server = await startRecordingServer(answer);
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  replies = [];
  route = () => null;
});

const expired = { status: 401, body: { result: 'error', code: 'UNAUTHORIZED', description: 'x' } };
const throttled = (retryAfter?: string): Reply => ({
  status: 429,
  ...(retryAfter === undefined ? {} : { headers: { 'Retry-After': retryAfter } }),
  body: { result: 'error', code: 'TOO_MANY_REQUESTS', description: 'Slow down.' },
});

function client() {
  let token = 0;
  const asked: TokenRequest[] = [];
  const onAuthRequired = vi.fn();
  const api = createExpenseClient({
    baseUrl: server.url,
    getAccessToken: async (request) => {
      asked.push(request);
      // A refresh takes a round trip of its own: the other calls are refused meanwhile.
      await Promise.resolve();
      return request.refresh ? `fresh-${(token += 1)}` : 'stale';
    },
    onAuthRequired,
  });
  return { api, asked, onAuthRequired };
}

const authorizations = () => server.requests.map((request) => request.headers.authorization);

describe('token expiry', () => {
  it('asks for a fresh token after a 401 and repeats that call once', async () => {
    const { api, asked, onAuthRequired } = client();
    replies = [expired];
    const envelope = await api.getFields(ORG);
    expect(envelope.fields.length).toBeGreaterThan(0);
    expect(asked).toEqual([{ refresh: false }, { refresh: true }]);
    expect(authorizations()).toEqual(['Bearer stale', 'Bearer fresh-1']);
    expect(onAuthRequired).not.toHaveBeenCalled();
  });

  it('surfaces a second 401 as a typed error, tells onAuthRequired, and sends nothing more', async () => {
    const { api, onAuthRequired } = client();
    replies = [expired, expired];
    const error = await failure(api.createReport(ORG, parseEnvelope(sampleWireEnvelope())));
    expect(error).toBeInstanceOf(ExpenseApiError);
    expect((error as ExpenseApiError).isAuthRequired).toBe(true);
    expect((error as ExpenseApiError).isRetryable).toBe(true);
    expect(onAuthRequired).toHaveBeenCalledTimes(1);
    expect(server.requests).toHaveLength(2);
  });

  it('shares one refresh among calls refused together, and retries them all with its token', async () => {
    const { api, asked, onAuthRequired } = client();
    route = (request) => (request.headers.authorization === 'Bearer stale' ? expired : null);
    const envelopes = await Promise.all(Array.from({ length: 8 }, () => api.getFields(ORG)));
    expect(envelopes).toHaveLength(8);
    expect(asked.filter((request) => request.refresh)).toHaveLength(1);
    expect(server.requests).toHaveLength(16);
    expect(authorizations().filter((header) => header === 'Bearer stale')).toHaveLength(8);
    expect(authorizations().filter((header) => header === 'Bearer fresh-1')).toHaveLength(8);
    expect(onAuthRequired).not.toHaveBeenCalled();
  });

  it('lets a call that starts during a refresh wait for it instead of sending the old token', async () => {
    let releaseRefresh = () => {};
    let fresh = false;
    const asked: TokenRequest[] = [];
    const api = createExpenseClient({
      baseUrl: server.url,
      getAccessToken: (request) => {
        asked.push(request);
        if (!request.refresh) return fresh ? 'fresh' : 'stale';
        return new Promise<string>((resolve) => {
          releaseRefresh = () => {
            fresh = true;
            resolve('fresh');
          };
        });
      },
    });
    route = (request) => (request.headers.authorization === 'Bearer stale' ? expired : null);
    const first = api.getFields(ORG);
    await vi.waitFor(() => expect(asked).toContainEqual({ refresh: true }));
    const second = api.getFields(ORG);
    releaseRefresh();
    await Promise.all([first, second]);
    expect(authorizations()).toEqual(['Bearer stale', 'Bearer fresh', 'Bearer fresh']);
    expect(asked.filter((request) => request.refresh)).toHaveLength(1);
  });

  it('asks again after a refresh that failed, instead of reusing its failure', async () => {
    let refreshes = 0;
    const api = createExpenseClient({
      baseUrl: server.url,
      getAccessToken: ({ refresh }) =>
        refresh ? ((refreshes += 1) === 1 ? ' ' : 'fresh') : 'stale',
    });
    route = (request) => (request.headers.authorization === 'Bearer stale' ? expired : null);
    expect((await failure(api.getFields(ORG))).code).toBe('NO_ACCESS_TOKEN');
    await api.getFields(ORG);
    expect(refreshes).toBe(2);
    expect(authorizations()).toEqual(['Bearer stale', 'Bearer stale', 'Bearer fresh']);
  });
});

describe('throttling', () => {
  // The waits run on fake timers; node's fetch keeps timers of its own, so these calls go through
  // an injected fetch that answers from the queue, and the only timer left is the client's wait.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const sent: { method: string; url: string }[] = [];
  beforeEach(() => {
    sent.length = 0;
  });
  const queued: typeof fetch = async (input, init) => {
    sent.push({ method: init?.method ?? 'GET', url: String(input) });
    const reply = replies.shift() ?? { status: 200, body: sampleWireEnvelope() };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  };
  const api = () =>
    createExpenseClient({ baseUrl: server.url, getAccessToken: () => 'token', fetch: queued });

  /** Resolves once `count` requests went out and the client waits before the next one. */
  async function waitingAfter(count: number) {
    for (let turn = 0; turn < 1000; turn += 1) {
      if (sent.length === count && vi.getTimerCount() === 1) return;
      if (sent.length > count) break;
      // setImmediate is not faked: this waits on the state, not on the clock.
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error(`expected ${count} requests and a wait, saw ${sent.length} requests`);
  }

  /** Advances to just before `ms` (nothing more is sent), then to `ms` (the next try goes out). */
  async function expectWait(ms: number, sentBefore: number) {
    await waitingAfter(sentBefore);
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(sent).toHaveLength(sentBefore);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(sentBefore + 1);
  }

  it('waits as Retry-After says and repeats a load and a re-call', async () => {
    const client = api();
    replies = [throttled('2'), throttled('1')];
    const load = client.getFields(ORG);
    await expectWait(2000, 1);
    await expectWait(1000, 2);
    await load;
    replies = [throttled('3')];
    const recall = client.recall(ORG, parseEnvelope(sampleWireEnvelope()));
    await expectWait(3000, 4);
    await recall;
    expect(sent.map((request) => request.method)).toEqual(['GET', 'GET', 'GET', 'PUT', 'PUT']);
  });

  it('never waits less than the floor: 250, 500, 1000 ms for Retry-After 0', async () => {
    const client = api();
    replies = [throttled('0'), throttled('0'), throttled('0')];
    const load = client.getFields(ORG);
    await expectWait(250, 1);
    await expectWait(500, 2);
    await expectWait(1000, 3);
    await load;
  });

  it('waits the floor for an HTTP date in the past, and until an HTTP date in the future', async () => {
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
    const client = api();
    replies = [
      throttled('Sat, 21 Nov 2026 11:00:00 GMT'),
      throttled('Sat, 21 Nov 2026 12:00:03 GMT'),
    ];
    const load = client.getFields(ORG);
    await expectWait(250, 1);
    // The clock moved 250 ms: 2750 ms remain until 12:00:03.
    await expectWait(2750, 2);
    await load;
  });

  it.each(['-5', '0x1E', '1e1', '1.5', ' ', 'soon', 'Saturday, 21-Nov-26 12:00:03'])(
    'falls back to the backoff (1 s, then 2 s) for Retry-After %j',
    async (retryAfter) => {
      const client = api();
      replies = [throttled(retryAfter), throttled(retryAfter)];
      const load = client.getFields(ORG);
      await expectWait(1000, 1);
      await expectWait(2000, 2);
      await load;
    },
  );

  it('backs off 1 s, 2 s, 4 s without Retry-After', async () => {
    const client = api();
    replies = [throttled(), throttled(), throttled()];
    const load = client.getFields(ORG);
    await expectWait(1000, 1);
    await expectWait(2000, 2);
    await expectWait(4000, 3);
    await load;
  });

  it('never repeats a save: the 429 comes back at once with its wait', async () => {
    const client = api();
    replies = [throttled('2')];
    const error = await failure(client.createReport(ORG, parseEnvelope(sampleWireEnvelope())));
    expect(error).toMatchObject({ status: 429, retryAfterMs: 2000, isRetryable: true });
    expect(sent).toHaveLength(1);
    replies = [throttled('0')];
    const floored = await failure(client.createReport(ORG, parseEnvelope(sampleWireEnvelope())));
    expect(floored).toMatchObject({ status: 429, retryAfterMs: 250 });
  });

  it('gives up at once when the wait is beyond its budget, and after three tries', async () => {
    const client = api();
    replies = [throttled('120')];
    expect(await failure(client.getFields(ORG))).toMatchObject({
      status: 429,
      retryAfterMs: 120_000,
    });
    expect(sent).toHaveLength(1);
    replies = [throttled('0'), throttled('0'), throttled('0'), throttled('0')];
    const load = failure(client.getFields(ORG));
    await expectWait(250, 2);
    await expectWait(500, 3);
    await expectWait(1000, 4);
    expect(await load).toMatchObject({ status: 429, retryAfterMs: 2000 });
    expect(sent).toHaveLength(5);
  });

  it('stops waiting when the call is aborted, and sends nothing more', async () => {
    const client = api();
    replies = [throttled('10')];
    const controller = new AbortController();
    const pending = client
      .getFields(ORG, { signal: controller.signal })
      .catch((error: unknown) => error);
    await waitingAfter(1);
    controller.abort();
    expect(((await pending) as Error).name).toBe('AbortError');
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1);
  });

  it('rejects at once when the signal was aborted before the pause', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(pause(10_000, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(vi.getTimerCount()).toBe(0);
  });
});
