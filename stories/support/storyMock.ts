import { createMockService } from '../../src/mock';

/** The mock service behind every story: the same handlers as the demo and the tests. */
export const storyMock = createMockService();
