import type { FormSession } from '../../../src/core/session/index';
import { recordSession, type SessionRecording } from '../../../src/devtools/index';
import { createMockService, type MockService } from '../../../src/mock/index';

/**
 * Records a form's exchanges with the service (`form.engine` of `useFieldsForm`, or a session of
 * your own), personal values out. Start it before the form's first load to have the load too.
 */
export function recordForBugReport(session: FormSession): SessionRecording {
  return recordSession(session, {
    // Told the property and where the value sits (`reply.fields[3].value[0].email`).
    redact: (property, value, path) =>
      property === 'name' || path.endsWith('.email') ? 'Redacted' : value,
  });
}

/** The recording as a fixture file's text: plain JSON, with no header and no token in it. */
export const fixtureOf = (recording: SessionRecording) =>
  JSON.stringify(recording.scenario(), null, 2);

/** A mock service that answers as the service did, for a test or a story of the bug. */
export function replayOf(fixture: string): MockService {
  return createMockService({ scenario: JSON.parse(fixture) });
}
