import { checkContentType } from '../../core/receipts/fileType';
import { parseFiscalQr } from '../../core/receipts/fiscalQr';
import type { ScanResult } from '../../core/wire/model/types';
import {
  fail,
  ok,
  type MockContext,
  type MockReply,
  type MockRequest,
  type StoredContent,
} from '../service/mockContext';
import type { MockOrganization } from '../service/seed';

/**
 * The content endpoint (spec 4.3): the declared type checked against the bytes, the naming
 * headers, the fiscal QR header and a deterministic OCR (`action=scan`).
 *
 * @example
 * const operations = { ...contentEndpoints(context) };
 */
export function contentEndpoints(context: MockContext) {
  function scanOf(
    bytes: Uint8Array,
    org: MockOrganization | null,
    qr: string | undefined,
  ): ScanResult {
    let hash = 2166136261;
    for (const byte of bytes) hash = Math.imul(hash ^ byte, 16777619) >>> 0;
    const categoryIds =
      context.seed.lists.categories?.values.map((value) => value.id).slice(0, 2) ?? [];
    const fiscal = qr ? parseFiscalQr(qr) : null;
    if (fiscal?.valid) {
      return {
        id: context.ids.next('e1'),
        amount: fiscal.data.grossTotal,
        taxAmount: fiscal.data.vatTotal,
        currency: 'EUR',
        purchaseDate: fiscal.data.documentDate,
        categoryIds,
        ...(categoryIds[0] ? { categoryId: categoryIds[0] } : {}),
      };
    }
    const amount = 50 + (hash % 45000) / 100;
    const day = new Date(context.clock().getTime() - (hash % 20) * 86_400_000);
    return {
      id: context.ids.next('e1'),
      amount,
      taxAmount: Math.round(amount * 20) / 100,
      currency: org?.currency ?? 'SEK',
      purchaseDate: day.toISOString().slice(0, 10),
      categoryIds,
      ...(categoryIds[0] ? { categoryId: categoryIds[0] } : {}),
    };
  }

  return {
    createContent(request: MockRequest): MockReply {
      const declared = request.headers.get('Content-Type') ?? '';
      const bytes = request.bytes ?? new Uint8Array();
      const check = checkContentType(declared, bytes.subarray(0, 32));
      if (!check.ok) {
        return check.reason === 'unsupported'
          ? fail(
              415,
              'UNSUPPORTED_CONTENT_TYPE',
              `Content-Type ${declared || '(none)'} is not image/* or application/pdf.`,
            )
          : fail(
              400,
              'CONTENT_TYPE_MISMATCH',
              `The bytes are ${check.detected ?? 'not a supported file'}, not ${check.declared}.`,
            );
      }
      const scope = request.url.searchParams.get(context.names.organizationIdParam);
      let org: MockOrganization | null;
      if (scope) {
        org = context.organization(request.person, scope);
        if (!org) return context.orgNotFound(scope);
      } else if (request.person.organizationIds.length > 1) {
        return fail(
          400,
          'ORGANIZATION_REQUIRED',
          'You belong to several organizations: pass organizationId.',
        );
      } else {
        org = context.organization(request.person, request.person.organizationIds[0]);
      }
      const decode = (name: string) => {
        const raw = request.headers.get(name);
        if (raw === null) return undefined;
        try {
          return decodeURIComponent(raw);
        } catch {
          return raw;
        }
      };
      const qrScan = decode(context.names.qrScanHeader);
      const id = context.ids.next('e2');
      const content: StoredContent = {
        id,
        personId: request.person.id,
        contentType: check.contentType,
        isTemporary: true,
        signatureType: null,
        signatureUrl: null,
        name: decode(context.names.contentNameHeader) ?? `upload-${id.slice(-6)}`,
        description: decode(context.names.contentDescriptionHeader) ?? '',
        size: bytes.byteLength,
        ...(qrScan !== undefined ? { qrScan } : {}),
        ...(request.url.searchParams.get('action') === 'scan'
          ? { scanResult: scanOf(bytes, org, qrScan) }
          : {}),
      };
      context.contents.set(id, content);
      const { size: _size, ...resource } = content;
      return ok(resource);
    },
  };
}
