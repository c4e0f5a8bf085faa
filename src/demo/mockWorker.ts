import { setupWorker } from 'msw/browser';
import { createMockService, type MockService } from '../mock';

/** The demo's mock service: the same handlers as Storybook and the tests, in a service worker. */
export const demoMock: MockService = createMockService();

/** Starts the service worker; resolves once requests to the mock are intercepted. */
export async function startDemoMock(): Promise<void> {
  const worker = setupWorker(...demoMock.handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
