// @vitest-environment node
// `expense-fields types` (ARCHITECTURE.md "Generated types"): a declaration file of every property
// seen with its wire value type, from an envelope, a recorded session (re-calls' fields included)
// or a fields URL with the token of EXPENSE_FIELDS_TOKEN (a local server over the mock here).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typesCommand, type CommandIo } from '../../../src/cli/typesCommand';
import { createExpenseClient } from '../../../src/core/http/client';
import { fieldsEndpoints } from '../../../src/core/http/endpoints';
import { transportFromEndpoint } from '../../../src/core/http/transport';
import { createFormSession } from '../../../src/core/session/createFormSession';
import { createMemoryStore } from '../../../src/core/session/store/memoryStore';
import { fieldKey } from '../../../src/core/wire/fieldIndex';
import { recordSession } from '../../../src/devtools/recorder/recordSession';
import {
  createMockService,
  handleMockRequest,
  MOCK_BASE_URL,
  MOCK_IDS,
  MOCK_TOKEN,
} from '../../../src/mock';
import { scenarioEnvelope } from '../../../src/mock/scenarios';
import { versionField, wireField } from '../../../src/mock/scenarios/wireField';
import { signatureType } from '../../../stories/Recipes/examples/OwnControlType';
import { field } from '../../fixtures/field';

const work = mkdtempSync(join(tmpdir(), 'expense-fields-types-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The command with its lines kept, in the work folder. */
async function types(args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CommandIo = {
    cwd: work,
    env,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  };
  const code = await typesCommand(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}
const written = (file: string) => readFileSync(join(work, file), 'utf8');
const json = (file: string, value: unknown) =>
  writeFileSync(join(work, file), JSON.stringify(value));

describe('expense-fields types', () => {
  it('writes every property of an envelope with its wire type, registered, and says what it wrote', async () => {
    json('basic.json', scenarioEnvelope('basic'));
    const { code, out, err } = await types(['basic.json', '--out', 'types/reportFields.d.ts']);
    expect(code).toBe(0);
    // The basic report holds a control type no definition knows (spec 3: drawn as text).
    expect(err.split('\n')).toEqual([expect.stringMatching(/^Note: \S+ is a HOLOGRAM, /)]);
    const text = written('types/reportFields.d.ts');
    expect(text).toContain('export interface ReportFields {');
    expect(text).toContain('  /** Report name: TEXT */\n  name: string | null;');
    expect(text).toContain("  'verification.amount': number | null;");
    expect(text).toContain("  'verification.representation.numberOfGuests': number | null;");
    expect(text).toContain('  cardLiability: boolean;');
    // No definition for HOLOGRAM: any JSON, declared in the file.
    expect(text).toContain("  'x.hologram': JsonValue;");
    expect(text).toMatch(/^type JsonValue = /m);
    expect(text).toContain(
      "declare module 'expense-fields' {\n  interface Register {\n    fields: ReportFields;",
    );
    expect(out).toMatch(
      /^Wrote ReportFields to types\/reportFields\.d\.ts: 8 properties from 1 envelope, registered/,
    );
    expect(out).toContain('  verification.amount: number | null  (DOUBLE)');
  });

  it('types every control type by its definition: dates, lists, guests, receipts, groups', async () => {
    json('all.json', scenarioEnvelope('allControls'));
    const { code } = await types([
      'all.json',
      '--out',
      'all.d.ts',
      '--name',
      'AllFields',
      '--no-register',
    ]);
    expect(code).toBe(0);
    const text = written('all.d.ts');
    expect(text).not.toContain('declare module');
    const typeOf = (property: string) =>
      text.match(new RegExp(`^  '?${property.replace(/[.[\]]/g, '\\$&')}'?: (.+);$`, 'm'))?.[1];
    const envelope = scenarioEnvelope('allControls') as {
      fields: { property: string; controlType: string; multiSelect?: boolean }[];
    };
    const byType = (controlType: string, multi = false) =>
      envelope.fields.find(
        (field) => field.controlType === controlType && (field.multiSelect ?? false) === multi,
      )?.property ?? '';
    expect(typeOf(byType('DATE'))).toBe('`${number}-${number}-${number}` | null');
    expect(typeOf(byType('LIST'))).toBe('string | null');
    expect(typeOf(byType('LIST', true))).toBe('string[]');
    expect(typeOf(byType('GUEST_LIST'))).toBe('{ name: string; company: string }[]');
    expect(typeOf(byType('RECIPIENT_LIST'))).toBe('{ email: string }[]');
    expect(typeOf(byType('CONTENT_HOLDER'))).toMatch(/^\{ id: string;/);
  });

  it('reads a recorded session: the fields a re-call added are there, and two control types warn', async () => {
    const server = setupServer();
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const mock = createMockService();
      server.resetHandlers(...mock.handlers);
      const client = createExpenseClient({
        baseUrl: MOCK_BASE_URL,
        getAccessToken: () => MOCK_TOKEN,
      });
      const session = createFormSession({
        transport: transportFromEndpoint(client, fieldsEndpoints.newReport(MOCK_IDS.swedishOrg)),
        store: createMemoryStore(),
      });
      const recording = recordSession(session);
      const stop = session.start();
      await session.whenReady();
      const before = session.getSnapshot().envelope?.fields.map((field) => field.property) ?? [];
      session.chose(fieldKey('verification.currency'), 'EUR');
      await session.whenSettled();
      stop();
      recording.stop();
      json('session.json', recording.scenario());
      expect(before).not.toContain('verification.exchangeRate');
    } finally {
      server.close();
    }
    json('other.json', {
      fields: [wireField('verification.amount', 'TEXT', 'Amount'), versionField(null)],
    });
    const { code, out, err } = await types(['session.json', 'other.json', '--out', 'session.ts']);
    expect(code).toBe(0);
    expect(written('session.ts')).toContain("  'verification.exchangeRate': number | null;");
    expect(written('session.ts')).toContain(
      "  'verification.amount': number | null | string | null;",
    );
    expect(out).toMatch(/from [3-9] envelopes/);
    expect(err).toBe(
      'Warning: verification.amount comes as DOUBLE and TEXT; its type is the union of both.',
    );
  });

  describe('a fields URL', () => {
    let http: Server;
    let origin = '';
    beforeAll(async () => {
      const service = createMockService();
      http = createServer((request, response) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers))
          if (typeof value === 'string') headers.set(name, value);
        void handleMockRequest(
          new Request(`http://${request.headers.host}${request.url}`, { headers }),
          {
            service,
          },
        ).then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(Buffer.from(await answer.arrayBuffer()));
        });
      });
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    });
    afterAll(() => http.close());
    const fieldsUrl = () =>
      `${origin}/api/v1/expense/me/organizations/${MOCK_IDS.swedishOrg}/expensereports/fields?lang=sv`;

    it('loads it with the token of EXPENSE_FIELDS_TOKEN', async () => {
      const { code, err } = await types([fieldsUrl(), '--out', 'url.d.ts'], {
        EXPENSE_FIELDS_TOKEN: MOCK_TOKEN,
      });
      expect([code, err]).toEqual([0, '']);
      expect(written('url.d.ts')).toContain("  'verification.currency': string | null;");
      // The first line names the URL without its query.
      expect(written('url.d.ts').split('\n')[0]).not.toContain('?lang');
    });

    it('says the variable was not set when the service refuses', async () => {
      const { code, err } = await types([fieldsUrl(), '--out', 'refused.d.ts']);
      expect(code).toBe(1);
      expect(err).toMatch(/answered 401 \(no EXPENSE_FIELDS_TOKEN was set\)/);
    });
  });

  it("types an app's own control type by the definitions of --control-types", async () => {
    json('signed.json', {
      fields: [wireField('approval.signature', 'SIGNATURE', 'Signature'), versionField(null)],
    });
    // A built module as an app gives it: its exports that are definitions count.
    writeFileSync(
      join(work, 'controlTypes.mjs'),
      `export const signatureType = { controlType: 'SIGNATURE', codec: {}, wireType: () => ${JSON.stringify(signatureType.wireType(field('SIGNATURE')))} };\nexport const other = 42;\n`,
    );
    const { code } = await types([
      'signed.json',
      '--out',
      'signed.d.ts',
      '--control-types',
      './controlTypes.mjs',
    ]);
    expect(code).toBe(0);
    expect(written('signed.d.ts')).toContain(
      "  'approval.signature': { svg: string; signedAt: string } | null;",
    );
    writeFileSync(join(work, 'none.mjs'), 'export const nothing = 1;\n');
    expect(
      (await types(['signed.json', '--out', 'x.d.ts', '--control-types', 'none.mjs'])).err,
    ).toMatch(/none\.mjs exports no control type definition/);
  });

  it('refuses what it cannot use, with its usage', async () => {
    expect((await types(['basic.json'])).err).toMatch(/^Say where to write the types/);
    expect((await types(['--out', 'x.d.ts'])).code).toBe(2);
    json('nothing.json', { hello: 'world' });
    expect((await types(['nothing.json', '--out', 'x.d.ts'])).err).toMatch(/holds no envelope/);
    expect((await types(['nothing.json', '--out', 'x.txt'])).err).toMatch(
      /^--out x\.txt: write the types to a \.d\.ts/,
    );
  });

  it('names the source that failed: a missing file, a file that is not JSON, a host not reached', async () => {
    expect((await types(['missing.json', '--out', 'x.d.ts'])).err).toMatch(
      /cannot read .*missing\.json \(ENOENT\)/,
    );
    writeFileSync(join(work, 'bad.json'), 'not json{\n');
    const bad = await types(['bad.json', '--out', 'x.d.ts']);
    expect([bad.code, bad.err]).toEqual([
      1,
      expect.stringMatching(/bad\.json is not JSON \(it starts "not json\{"\)\.$/),
    ]);
    // A port nothing listens on any more: the connection is refused at once.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect(
      (await types([`http://127.0.0.1:${port}/fields?token=secret`, '--out', 'x.d.ts'])).err,
    ).toBe(
      `expense-fields types: http://127.0.0.1:${port}/fields could not be reached (ECONNREFUSED).`,
    );
    expect(
      (await types(['bad.json', '--out', 'x.d.ts', '--control-types', './nope.mjs'])).err,
    ).toMatch(/cannot load --control-types \.\/nope\.mjs \(ERR_MODULE_NOT_FOUND\)/);
  });

  it('writes nothing for envelopes without fields, and notes a control type it has no definition of', async () => {
    json('empty.json', { fields: [] });
    const empty = await types(['empty.json', '--out', 'empty.d.ts']);
    expect([empty.code, empty.err]).toEqual([
      1,
      expect.stringMatching(/hold no field; nothing written/),
    ]);
    json('hologram.json', {
      fields: [wireField('x.hologram', 'HOLOGRAM', 'Hologram'), versionField(null)],
    });
    const unknown = await types(['hologram.json', '--out', 'hologram.d.ts']);
    expect(unknown.code).toBe(0);
    expect(unknown.err).toMatch(
      /^Note: x\.hologram is a HOLOGRAM, a control type with no definition here: typed as any JSON/,
    );
  });
});
