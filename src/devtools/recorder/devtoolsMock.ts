import type { Fault, MockEndpoint } from '../../mock/service/faults';

/**
 * What the panel uses of a mock service (`createMockService` of `expense-fields/mock`): its faults
 * and the "someone else saved" versions. Declared here so the devtools' types do not need msw.
 */
export interface DevtoolsMock {
  faults: {
    set(endpoint: MockEndpoint | '*', fault: Fault): void;
    clear(endpoint?: MockEndpoint | '*'): void;
  };
  state: {
    readonly seed: { organizations: readonly { id: string }[] };
    readonly saved: ReadonlyMap<string, unknown>;
    bumpVersion(organizationId: string): number;
    bumpSavedVersion(id: string): number;
  };
}
