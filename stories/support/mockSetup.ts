import type { JsonObject } from '../../src/core/wire/types';
import { MOCK_IDS, type Fault, type MockEndpoint } from '../../src/mock';
import type { SnippetWriter } from './snippetWriter';
import { storyMock } from './storyMock';

/** What a story puts in the mock service before its form loads. */
export interface MockSetup {
  /** The organization whose new-report envelope is set; the Swedish one by default. */
  organizationId?: string;
  /** The envelope that organization's new report serves (`scenario(...)` or wire JSON). */
  envelope?: JsonObject;
  /** Faults by endpoint. */
  faults?: Partial<Record<MockEndpoint, Fault>>;
}

const entries = (faults: MockSetup['faults'] = {}) =>
  Object.entries(faults) as [MockEndpoint, Fault][];

/**
 * The story's `beforeEach`: puts the setup in the stories' mock (reset by the preview first).
 *
 * @example
 * export const Slow: Story = { beforeEach: applyMockSetup({ faults: { fields: { latencyMs: 800 } } }) };
 */
export function applyMockSetup(setup: MockSetup): () => void {
  return () => {
    const organizationId = setup.organizationId ?? MOCK_IDS.swedishOrg;
    if (setup.envelope) storyMock.state.setEnvelope(organizationId, setup.envelope);
    for (const [endpoint, fault] of entries(setup.faults)) storyMock.faults.set(endpoint, fault);
  };
}

/**
 * Declares the same setup in a snippet: a mock service of the reader's own, told the same.
 *
 * @example
 * declareMockSetup(writer, { envelope: scenario('basic') });
 */
export function declareMockSetup(writer: SnippetWriter, setup: MockSetup): void {
  const lines = [
    '// The in-memory expense service: start it with MSW before rendering, e.g.',
    "// `await setupWorker(...mock.handlers).start()` from 'msw/browser'.",
    `export const mock = ${writer.use('expense-fields/mock', 'createMockService')}();`,
  ];
  if (setup.envelope) {
    const organizationId = writer.value(setup.organizationId ?? MOCK_IDS.swedishOrg);
    const head = `mock.state.setEnvelope(${organizationId}, `;
    lines.push(`${head}${writer.value(setup.envelope, 0, head.length)});`);
  }
  for (const [endpoint, fault] of entries(setup.faults)) {
    const head = `mock.faults.set('${endpoint}', `;
    lines.push(`${head}${writer.value(fault, 0, head.length)});`);
  }
  writer.declare(lines.join('\n'));
}
