import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createMockService, type MockService } from '../../src/mock';

/**
 * The mock service behind the page's service worker for one browser test file: started before
 * the file's tests, reset after each (state, faults, request log), stopped after the file.
 *
 * @example
 * const mock = startBrowserMock();
 * mock.faults.set('createReport', { failure: 'lostReply', times: 1 });
 */
export function startBrowserMock(): MockService {
  const mock = createMockService();
  const worker = setupWorker(...mock.handlers);
  beforeAll(async () => {
    await worker.start({
      serviceWorker: { url: '/mockServiceWorker.js' },
      quiet: true,
      onUnhandledRequest: 'bypass',
    });
  });
  afterAll(() => worker.stop());
  afterEach(() => mock.reset());
  return mock;
}
