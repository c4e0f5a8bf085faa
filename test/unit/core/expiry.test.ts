// @vitest-environment node
// Issue 16: an access token that expired is refreshed once per call; a throttled service is waited
// for on calls that may be repeated, never on a save.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExpenseClient } from '../../../src/core/http/client';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import { ExpenseApiError } from '../../../src/core/wire/errors';
import type { TokenRequest } from '../../../src/core/http/sender';
import { sampleWireEnvelope } from '../../fixtures/wire';
import {
  startRecordingServer,
  type RecordedRequest,
  type Reply,
} from '../../tools/recordingServer';
import { failure } from '../../tools/failure';

const ORG = '0123456789abcdef0123456789abcdef';
let replies: Reply[] = [];
let server: Awaited<ReturnType<typeof startRecordingServer>>;
const answer = (_request: RecordedRequest) =>
  replies.shift() ?? { status: 200, body: sampleWireEnvelope() };

beforeAll(async () => {
  server = await startRecordingServer(answer);
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  replies = [];
});

const expired = { status: 401, body: { result: 'error', code: 'UNAUTHORIZED', description: 'x' } };
const throttled = (seconds: string): Reply => ({
  status: 429,
  headers: { 'Retry-After': seconds },
  body: { result: 'error', code: 'TOO_MANY_REQUESTS', description: 'Slow down.' },
});

function client() {
  let token = 0;
  const asked: TokenRequest[] = [];
  const onAuthRequired = vi.fn();
  const api = createExpenseClient({
    baseUrl: server.url,
    getAccessToken: (request) => {
      asked.push(request);
      return request.refresh ? `fresh-${(token += 1)}` : 'stale';
    },
    onAuthRequired,
  });
  return { api, asked, onAuthRequired };
}

describe('token expiry', () => {
  it('asks for a fresh token after a 401 and repeats that call once', async () => {
    const { api, asked, onAuthRequired } = client();
    replies = [expired];
    const envelope = await api.getFields(ORG);
    expect(envelope.fields.length).toBeGreaterThan(0);
    expect(asked).toEqual([{ refresh: false }, { refresh: true }]);
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer stale',
      'Bearer fresh-1',
    ]);
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
});

describe('throttling', () => {
  it('waits as Retry-After says and repeats a load and a re-call', async () => {
    const { api } = client();
    replies = [throttled('0'), throttled('0')];
    await api.getFields(ORG);
    expect(server.requests).toHaveLength(3);
    replies = [throttled('0')];
    await api.recall(ORG, parseEnvelope(sampleWireEnvelope()));
    expect(server.requests.map((request) => request.method)).toEqual([
      'GET',
      'GET',
      'GET',
      'PUT',
      'PUT',
    ]);
  });

  it('never repeats a save: the 429 comes back at once with its wait', async () => {
    const { api } = client();
    replies = [throttled('2')];
    const error = await failure(api.createReport(ORG, parseEnvelope(sampleWireEnvelope())));
    expect(error).toMatchObject({ status: 429, retryAfterMs: 2000, isRetryable: true });
    expect(server.requests).toHaveLength(1);
  });

  it('gives up at once when the wait is beyond its budget, and after three tries', async () => {
    const { api } = client();
    replies = [throttled('120')];
    expect(await failure(api.getFields(ORG))).toMatchObject({ status: 429, retryAfterMs: 120_000 });
    expect(server.requests).toHaveLength(1);
    replies = [throttled('0'), throttled('0'), throttled('0'), throttled('0')];
    expect(await failure(api.getFields(ORG))).toMatchObject({ status: 429 });
    expect(server.requests).toHaveLength(5);
  });

  it('stops waiting when the call is aborted', async () => {
    const { api } = client();
    replies = [throttled('10')];
    const controller = new AbortController();
    const pending = api
      .getFields(ORG, { signal: controller.signal })
      .catch((error: unknown) => error);
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    expect(((await pending) as Error).name).toBe('AbortError');
  });
});
