// @vitest-environment node
// The panel's pure parts: the envelope diff, copy as cURL, messages by origin, and the
// history's stale-to-winner link.
import { describe, expect, it } from 'vitest';
import { createExpenseClient } from '../../../src/core/http/client';
import { fieldsEndpoints } from '../../../src/core/http/endpoints';
import { transportFromEndpoint } from '../../../src/core/http/transport';
import { createFormSession } from '../../../src/core/session/createFormSession';
import { createMemoryStore } from '../../../src/core/session/store/memoryStore';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import { fieldKey } from '../../../src/core/wire/fieldIndex';
import { curlCommand } from '../../../src/devtools/exchanges/curlCommand';
import { createDevtoolsLog } from '../../../src/devtools/recorder/devtoolsLog';
import { envelopeDiff } from '../../../src/devtools/exchanges/envelopeDiff';
import { messageOrigins } from '../../../src/devtools/exchanges/messageOrigins';
import { wireField } from '../../../src/mock/scenarios/wireField';
import { envelopeOf, scriptedTransport } from '../../tools/scriptedTransport';

const envelope = (...fields: ReturnType<typeof wireField>[]) => parseEnvelope({ fields });

/** A diff as rows of property, change, from and to: what the panel's table shows. */
const diffRows = (...envelopes: Parameters<typeof envelopeDiff>) =>
  envelopeDiff(...envelopes).map(({ property, change, from, to }) => [property, change, from, to]);

describe('envelopeDiff', () => {
  it('names fields added and removed, and value, visibility and error changes', () => {
    const before = envelope(
      wireField('name', 'TEXT', 'Name', { value: 'a' }),
      wireField('old', 'TEXT', 'Old'),
      wireField('hidden', 'TEXT', 'Hidden', { visible: false }),
    );
    const after = envelope(
      wireField('name', 'TEXT', 'Name', { value: 'b', error: 'E', errorText: 'Too short' }),
      wireField('hidden', 'TEXT', 'Hidden'),
      wireField('rate', 'DOUBLE', 'Rate', { value: 1.5 }),
    );
    expect(diffRows(before, after)).toEqual([
      ['name', 'value', 'a', 'b'],
      ['name', 'error', null, 'Too short'],
      ['hidden', 'visible', false, true],
      ['rate', 'added', null, 1.5],
      ['old', 'removed', null, null],
    ]);
    expect(envelopeDiff(after, after)).toEqual([]);
  });
});

describe('envelopeDiff of validationErrors', () => {
  it('names the messages that came, went or changed, by property and code', () => {
    const before = parseEnvelope({
      fields: [wireField('amount', 'DOUBLE', 'Amount')],
      validationErrors: [
        { property: 'amount', code: 'LIMIT', message: 'Over 5000 SEK.', level: 'WARNING' },
        { property: 'name', code: 'REQUIRED', message: 'Name it.', level: 'ERROR' },
      ],
    });
    const after = parseEnvelope({
      fields: [wireField('amount', 'DOUBLE', 'Amount')],
      validationErrors: [
        { property: 'amount', code: 'LIMIT', message: 'Over 500 EUR.', level: 'WARNING' },
        { property: 'date', code: 'FUTURE', message: 'Not in the future.', level: 'BLOCKER' },
      ],
    });
    expect(diffRows(before, after)).toEqual([
      ['amount', 'validation', 'WARNING: Over 5000 SEK.', 'WARNING: Over 500 EUR.'],
      ['date', 'validation', null, 'BLOCKER: Not in the future.'],
      ['name', 'validation', 'ERROR: Name it.', null],
    ]);
  });
});

describe('the request line a client transport describes', () => {
  it('is the method and URL of each fields exchange, and nothing for others', () => {
    const client = createExpenseClient({
      baseUrl: 'https://api.example.com/',
      getAccessToken: () => 't',
    });
    const report = '0123456789abcdef0123456789abcdef';
    const org = 'fedcba9876543210fedcba9876543210';
    const transport = transportFromEndpoint(client, fieldsEndpoints.storedReport(org, report));
    const expense = 'https://api.example.com/api/v1/expense';
    expect(transport.describe?.('load')).toBe(
      `GET ${expense}/expensereports/${report}?format=fields`,
    );
    expect(transport.describe?.('recall')).toBe(
      `PUT ${expense}/me/organizations/${org}/expensereports/fields`,
    );
    expect(transport.describe?.('save')).toBe(
      `PUT ${expense}/expensereports/${report}?format=fields`,
    );
    expect(transport.describe?.('list')).toBeUndefined();
    // What the session names per exchange: a command's name, "save anyway".
    expect(transport.describe?.('command', { command: 'split' })).toBe(
      `PUT ${expense}/me/organizations/${org}/expensereports/fields?command=split`,
    );
    expect(transport.describe?.('save', { saveDespiteWarnings: true })).toMatch(
      /\/expensereports\/[0-9a-f]+\?format=fields&.+=true$/,
    );
  });
});

describe('curlCommand', () => {
  it('writes the request line, a token placeholder and the body quoted for a shell', () => {
    const curl = curlCommand(
      'PUT https://api.example.com/x?command=SPLIT',
      { name: "O'Brien" },
      {
        'Content-Type': 'application/json',
        Authorization: 'Bearer leaked',
      },
    );
    expect(curl).toBe(
      [
        "curl -X PUT 'https://api.example.com/x?command=SPLIT'",
        "  -H 'Authorization: Bearer <token>'",
        "  -H 'Accept: application/json'",
        "  -H 'Content-Type: application/json'",
        `  --data-raw '{"name":"O'\\''Brien"}'`,
      ].join(' \\\n'),
    );
    expect(curlCommand('GET https://api.example.com/f', null)).not.toContain('--data-raw');
    expect(curlCommand('not a request line', null)).toBeNull();
  });
});

describe('messageOrigins', () => {
  it('tells a field error, a validation error, a warning and a client check apart', () => {
    const shown = parseEnvelope({
      fields: [
        wireField('a', 'TEXT', 'A', { error: 'BAD', errorText: 'A is wrong' }),
        wireField('b', 'TEXT', 'B'),
      ],
      validationErrors: [
        { property: 'b', code: 'LIMIT', message: 'B over limit', level: 'ERROR' },
        { property: 'gone', code: 'OLD', message: 'Gone', level: 'ERROR' },
      ],
    });
    const rows = messageOrigins(
      shown,
      [
        { key: fieldKey('a'), message: { type: 'server', message: 'A is wrong', code: 'BAD' } },
        { key: fieldKey('b'), message: { type: 'server', message: 'B over limit' } },
        { key: fieldKey('b'), message: { type: 'warning', message: 'Check B' } },
        { key: fieldKey('b'), message: { type: 'client', message: 'Required', code: 'required' } },
      ],
      [{ property: 'gone', code: 'OLD', message: 'Gone', level: 'ERROR' }],
    );
    expect(
      rows.map(
        ({ origin, property, key }) => `${origin} ${property} ${key === null ? 'form' : 'field'}`,
      ),
    ).toEqual([
      'server field error a field',
      'validation error b field',
      'warning b field',
      'client check b field',
      'validation error gone form',
    ]);
  });
});

describe('createDevtoolsLog', () => {
  it('listens only while subscribed, and links a stale re-call to the next applied one', async () => {
    const fields = [wireField('pick', 'SWITCH', 'Pick', { requiresUpdate: true, value: false })];
    const backend = scriptedTransport(envelopeOf(fields), {
      recall: (body, call) => ({ value: body, latencyMs: call === 1 ? 50 : 0 }),
    });
    const session = createFormSession({
      transport: backend.transport,
      store: createMemoryStore(),
      recallBurstMs: 10,
    });
    const log = createDevtoolsLog(session);
    session.start();
    await session.whenReady();
    // Not subscribed yet: nothing is recorded (the event stream stays off).
    expect(log.getSnapshot().rows).toEqual([]);
    const stop = log.subscribe(() => undefined);
    session.chose(fieldKey('pick'), true);
    session.chose(fieldKey('pick'), false);
    await session.whenSettled();
    const rows = log.getSnapshot().rows.map((row) => [row.id, row.end?.phase, row.winner]);
    expect(rows).toEqual([
      [2, 'stale', 3],
      [3, 'applied', null],
    ]);
    stop();
    session.chose(fieldKey('pick'), true);
    await session.whenSettled();
    expect(log.getSnapshot().rows).toHaveLength(2);
  });
});
