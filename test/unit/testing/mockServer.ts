import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createMockService, type MockService, type MockServiceOptions } from '../../../src/mock';

/**
 * The mock service behind msw/node with its server, so a test can `server.use(...)` a preset;
 * state, faults and handlers are reset after each test. `options` as `createMockService` takes
 * them (a back end's own wire names, say).
 */
export function mockServer(options: MockServiceOptions = {}): {
  mock: MockService;
  server: ReturnType<typeof setupServer>;
} {
  const mock = createMockService(options);
  const server = setupServer(...mock.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    mock.reset();
  });
  afterAll(() => server.close());
  return { mock, server };
}

/** The first bytes of a PNG: enough for the type check, the mock's scan and a preview-less tile. */
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 7, 7, 7,
]);
