// @vitest-environment node
// The manual's mock service page says which scenario each organization of the default seed serves
// first. The table is written by hand; this test loads each organization's new report from the
// mock and compares it with the scenario the table names, so a wrong row fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createMockService,
  defaultSeed,
  handleMockRequest,
  MOCK_BASE_URL,
  MOCK_IDS,
  MOCK_TOKEN,
  SCENARIOS,
  scenarioEnvelope,
  type ScenarioName,
} from '../../../src/mock';

/** The table the page "The mock service" shows (stories/manual/12-mock-service.mdx). */
const TABLE = join(__dirname, '../../../stories/manual/tables/mock-organizations.md');

interface Row {
  key: string;
  id: string;
  name: string;
  scenario: string;
}

/** The table's body rows: `MOCK_IDS` key, id, name and the scenario of `scenarioEnvelope(…)`. */
function rowsOf(markdown: string): Row[] {
  const lines = markdown.split('\n').filter((line) => line.startsWith('|'));
  return lines.slice(2).map((line) => {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const [key = '', id = '', name = '', , served = ''] = cells;
    return {
      key: /`MOCK_IDS\.(\w+)`/.exec(key)?.[1] ?? key,
      id: id.replace(/`/g, ''),
      name,
      scenario: /`scenarioEnvelope\('(\w+)'\)`/.exec(served)?.[1] ?? served,
    };
  });
}

/** An organization's new report, as the mock serves it over its fields endpoint. */
async function newReportOf(
  organizationId: string,
  service = createMockService(),
): Promise<unknown> {
  const reply = await handleMockRequest(
    new Request(
      `${MOCK_BASE_URL}/api/v1/expense/me/organizations/${organizationId}/expensereports/fields`,
      {
        headers: { Authorization: `Bearer ${MOCK_TOKEN}` },
      },
    ),
    { service },
  );
  expect(reply.status).toBe(200);
  return reply.json();
}

describe('the manual: the organizations of the default seed', () => {
  const rows = rowsOf(readFileSync(TABLE, 'utf8'));

  it('lists every organization of the seed once, by its MOCK_IDS name, id and name', () => {
    const seeded = defaultSeed().organizations.map(({ id, name }) => ({ id, name }));
    expect(rows.map(({ id, name }) => ({ id, name }))).toEqual(seeded);
    for (const row of rows)
      expect(MOCK_IDS[row.key as keyof typeof MOCK_IDS], row.key).toBe(row.id);
  });

  it.each(defaultSeed().organizations.map((org) => [org.name, org.id] as const))(
    "names the scenario %s's new report serves first",
    async (_name, id) => {
      const row = rows.find((candidate) => candidate.id === id);
      expect(Object.keys(SCENARIOS), `the row of ${id}`).toContain(row?.scenario);
      const served = await newReportOf(id);
      // As the wire carries it: JSON, with no undefined members.
      const named = JSON.parse(JSON.stringify(scenarioEnvelope(row?.scenario as ScenarioName)));
      expect(served).toEqual(named);
    },
  );

  it("serves a seed's own scenario for an organization, the receipt for a name it does not know", async () => {
    const seed = defaultSeed();
    const [swedish, portuguese] = seed.organizations;
    if (!swedish || !portuguese) throw new Error('The default seed lost an organization.');
    swedish.scenario = 'mileage';
    // A seed written in JavaScript may carry a name that is no scenario: the receipt form.
    portuguese.scenario = 'expense' as ScenarioName;
    const service = createMockService({ seed });
    const mileage = JSON.parse(JSON.stringify(scenarioEnvelope('mileage')));
    expect(await newReportOf(swedish.id, service)).toEqual(mileage);
    const receipt = JSON.parse(JSON.stringify(scenarioEnvelope('receiptPortugal')));
    expect(await newReportOf(portuguese.id, service)).toEqual(receipt);
  });
});
