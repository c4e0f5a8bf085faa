/** Endpoints of the mock, each of which can be given a fault. */
export type MockEndpoint =
  | 'carTypes'
  | 'lists'
  | 'fields'
  | 'recall'
  | 'command'
  | 'createReport'
  | 'storedReport'
  | 'updateReport'
  | 'expenseFields'
  | 'expenseRecall'
  | 'expenseCommand'
  | 'createExpense'
  | 'storedExpense'
  | 'updateExpense'
  | 'content'
  | 'vatRates'
  | 'deleteAccount'
  | 'organizations'
  | 'upsertOrganization'
  | 'deleteOrganization';

/** A fault on an endpoint. Kinds combine: latency first, then the failure. */
export interface Fault {
  /** Added latency in milliseconds (a slow service, a slow upload). */
  latencyMs?: number;
  /**
   * `server`: 500 with an error body; `network`: the connection fails; `malformed`: 200 with
   * broken JSON; `throttled`: 429 with `Retry-After` (the service's burst limit); `expired`: 401,
   * as when an access token's hour is over; `tooLarge`: 413, the body is over the service's limit;
   * `lostReply`: the service does the work (a create creates) and the connection drops before
   * the answer arrives, as when a reused keep-alive socket is reset.
   */
  failure?: 'server' | 'network' | 'malformed' | 'throttled' | 'expired' | 'tooLarge' | 'lostReply';
  /** `Retry-After` of a `throttled` answer, in seconds. Default 1. */
  retryAfterSeconds?: number;
  /** How many requests it applies to; every one when absent. */
  times?: number;
}

/**
 * Fault injection per endpoint (`'*'` for every endpoint).
 *
 * @example
 * service.faults.set('createReport', { failure: 'server', times: 1 }); // one 500, then normal
 * service.faults.set('content', { latencyMs: 3000 });                 // a slow upload
 */
export function createFaults() {
  const faults = new Map<MockEndpoint | '*', Fault>();
  /** Latencies being waited out: clearing every fault ends them, so no answer outlives a test. */
  const waiting = new Set<() => void>();
  return {
    set(endpoint: MockEndpoint | '*', fault: Fault): void {
      faults.set(endpoint, { ...fault });
    },
    /** Removes the faults (all of them: also ends the latencies being waited out now). */
    clear(endpoint?: MockEndpoint | '*'): void {
      if (endpoint) {
        faults.delete(endpoint);
        return;
      }
      faults.clear();
      for (const release of [...waiting]) release();
    },
    /**
     * Waits out a fault's latency: until it has passed, the request was aborted (a fetch that
     * gave up), or every fault was cleared.
     */
    wait(ms: number, signal: AbortSignal): Promise<void> {
      return new Promise((resolve) => {
        const release = () => {
          clearTimeout(timer);
          waiting.delete(release);
          signal.removeEventListener('abort', release);
          resolve();
        };
        const timer = setTimeout(release, ms);
        waiting.add(release);
        signal.addEventListener('abort', release);
      });
    },
    /** The fault to apply to one request now, counting it down. */
    take(endpoint: MockEndpoint): Fault | null {
      for (const key of [endpoint, '*'] as const) {
        const fault = faults.get(key);
        if (!fault) continue;
        if (fault.times !== undefined) {
          fault.times -= 1;
          if (fault.times <= 0) faults.delete(key);
        }
        return fault;
      }
      return null;
    },
  };
}

/** The fault controls of a mock service. */
export type MockFaults = ReturnType<typeof createFaults>;
