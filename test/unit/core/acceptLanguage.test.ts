// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createExpenseClient } from '../../../src/core/http/client';
import { acceptLanguage } from '../../../src/core/http/acceptLanguage';
import { fieldsEndpoints } from '../../../src/core/http/endpoints';
import { transportFromEndpoint } from '../../../src/core/http/transport';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import type { WireNames } from '../../../src/core/wire/wireNames';
import { sampleWireEnvelope } from '../../fixtures/wire';
import { startRecordingServer, type RecordedRequest } from '../../tools/recordingServer';

const ORG = '0123456789abcdef0123456789abcdef';
let server: Awaited<ReturnType<typeof startRecordingServer>>;

beforeAll(async () => {
  server = await startRecordingServer((request: RecordedRequest) =>
    request.url.includes('/content')
      ? { status: 201, body: { id: 'c1', name: 'r.png' } }
      : request.url.includes('/list')
        ? { status: 200, body: { meta: { count: 0, total: 0 }, suggestions: [], data: [] } }
        : { status: 200, body: sampleWireEnvelope() },
  );
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const client = (wireNames?: Partial<WireNames>) =>
  createExpenseClient({ baseUrl: server.url, getAccessToken: () => 'token', wireNames });
const languages = () => server.requests.map((request) => request.headers['accept-language']);
const signal = () => new AbortController().signal;

describe('the service is told the form language (Accept-Language)', () => {
  it('sends each transport its own locale, though both share one client', async () => {
    const shared = client();
    const endpoint = fieldsEndpoints.newReport(ORG);
    const swedish = transportFromEndpoint(shared, endpoint, 'sv');
    const english = transportFromEndpoint(shared, endpoint, 'en');
    const envelope = parseEnvelope(sampleWireEnvelope());
    await swedish.load(signal());
    await english.load(signal());
    await swedish.recall(envelope, signal());
    await english.command(envelope, 'copy', signal());
    await swedish
      .submit(envelope, { saveDespiteWarnings: false, signal: signal() })
      .catch(() => undefined);
    await swedish.listValues?.('/list', {}, signal());
    await english.upload?.(new Uint8Array([137, 80]), { contentType: 'image/png' }, signal());
    expect(languages()).toEqual(['sv', 'en', 'sv', 'en', 'sv', 'sv', 'en']);
  });

  it('names the language after a longer tag, and leaves the header out when its wire name is null', async () => {
    const endpoint = fieldsEndpoints.newReport(ORG);
    await transportFromEndpoint(client(), endpoint, 'de_CH').load(signal());
    await transportFromEndpoint(client({ acceptLanguageHeader: null }), endpoint, 'sv').load(
      signal(),
    );
    await transportFromEndpoint(
      client({ acceptLanguageHeader: 'X-Language' }),
      endpoint,
      'fi',
    ).load(signal());
    const [swiss, none, renamed] = server.requests;
    expect(swiss?.headers['accept-language']).toBe('de-CH, de;q=0.9');
    // Node's fetch puts `*` where the call sets none; a browser puts its own.
    expect(none?.headers['accept-language']).not.toBe('sv');
    expect(renamed?.headers['x-language']).toBe('fi');
    expect(acceptLanguage('not a tag')).toBeNull();
  });

  it('sends no header of its own for a call without a locale', async () => {
    await client().loadFields(fieldsEndpoints.newReport(ORG));
    expect(languages()[0]).not.toMatch(/^[a-z]{2}/);
  });
});
