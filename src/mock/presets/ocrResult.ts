import { http, HttpResponse, type HttpHandler } from 'msw';
import { isJsonObject } from '../../core/wire/json';
import type { ScanResult } from '../../core/wire/model/types';
import type { MockService } from '../service/createMockService';
import { expenseApi, type PresetOptions } from './saveRoutes';

/** What a scan reads from a receipt (its `id` is the mock's). */
export type ScanReading = Omit<ScanResult, 'id'>;

/**
 * Receipts scanned from now on read as `reading` (amount, VAT, currency, date, category) instead
 * of the mock's deterministic OCR; the upload is otherwise the mock's own (type check, storage,
 * the request log), so the form pre-fills from exactly these values.
 *
 * @example
 * server.use(...ocrResult(mock, { amount: 120.5, currency: 'EUR', purchaseDate: '2026-11-20' }));
 */
export function ocrResult(
  mock: MockService,
  reading: ScanReading,
  options: PresetOptions = {},
): HttpHandler[] {
  return [
    http.post(`${expenseApi(options)}/content`, async ({ request }) => {
      const url = new URL(request.url);
      const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null;
      const person = mock.state.personOf(token);
      // Not a scan, or not signed in: the mock answers, with its own rules.
      if (url.searchParams.get('action') !== 'scan' || !person) return undefined;
      const bytes = new Uint8Array(await request.arrayBuffer());
      const headers: Record<string, string> = {};
      request.headers.forEach((value, key) => {
        headers[key] = value;
      });
      mock.requests.push({
        endpoint: 'content',
        method: request.method,
        url: request.url,
        headers,
        bytes: bytes.byteLength,
      });
      const reply = mock.state.operations.createContent({
        person,
        url,
        params: {},
        headers: request.headers,
        bytes,
      });
      const body = reply.body;
      if (isJsonObject(body) && typeof body.id === 'string') {
        const stored = mock.state.contents.get(body.id);
        const scanResult = { ...(stored?.scanResult ?? { id: body.id }), ...reading };
        if (stored) stored.scanResult = scanResult;
        return HttpResponse.json({ ...body, scanResult }, { status: reply.status });
      }
      return HttpResponse.json(body ?? null, { status: reply.status });
    }),
  ];
}
