import type { MockReply } from './service';

/** What the mock does with a create that carries an idempotency key. */
export type IdempotentStart =
  /** First time: run the create, then `finish` with its reply (or `forget` when it did not run). */
  | { kind: 'new'; finish(reply: MockReply): void; forget(): void }
  /** Answer this without running anything: a repeat, a different body, or a key still running. */
  | { kind: 'answer'; reply: MockReply };

/**
 * The service side of the IETF HTTP API draft's `Idempotency-Key` for creates: the same
 * key with the same body answers the first result again and creates nothing; the same key with
 * another body answers 422; a key whose first request is still running answers 409. A reply of
 * 5xx is not kept, so a repeat after a server failure runs again.
 *
 * @example
 * const started = keys.start(`createReport ${key}`, JSON.stringify(body));
 * if (started.kind === 'answer') return started.reply;
 * const reply = createReport(request);
 * started.finish(reply);
 */
export function createIdempotency() {
  const entries = new Map<string, { body: string; reply: MockReply | null }>();
  const error = (status: number, code: string, description: string): MockReply => ({
    status,
    body: { result: 'error', code, description },
  });
  return {
    start(key: string, body: string): IdempotentStart {
      const entry = entries.get(key);
      if (entry && entry.body !== body)
        return {
          kind: 'answer',
          reply: error(
            422,
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was used with another request body.',
          ),
        };
      if (entry?.reply) return { kind: 'answer', reply: entry.reply };
      if (entry)
        return {
          kind: 'answer',
          reply: error(
            409,
            'IDEMPOTENCY_KEY_IN_USE',
            'A request with this Idempotency-Key is still being processed.',
          ),
        };
      const running = { body, reply: null as MockReply | null };
      entries.set(key, running);
      return {
        kind: 'new',
        finish(reply) {
          if (reply.status >= 500) entries.delete(key);
          else running.reply = reply;
        },
        forget() {
          entries.delete(key);
        },
      };
    },
    clear(): void {
      entries.clear();
    },
  };
}

/** The idempotency keys a mock service remembers. */
export type MockIdempotency = ReturnType<typeof createIdempotency>;
