import type { JsonObject, Organization, VatRate } from '../../core/wire/model/types';
import { COMPANY_CLASS, STATE_SETS } from '../../core/wire/model/types';
import { isJsonObject } from '../../core/wire/json';
import {
  fail,
  ok,
  type MockContext,
  type MockReply,
  type MockRequest,
} from '../service/mockContext';
import { MOCK_BASE_URL } from '../service/baseUrl';

/**
 * The administration endpoints: VAT rates, accounting numbers, and the V0 organization calls.
 *
 * @example
 * const operations = { ...adminEndpoints(context) };
 */
export function adminEndpoints(context: MockContext) {
  return {
    vatRates(request: MockRequest): MockReply {
      const org = context.organization(request.person, request.params.organizationId);
      if (!org) return context.orgNotFound(request.params.organizationId);
      const mode = request.params.vatMode ?? '';
      if (!(STATE_SETS.vatMode as readonly string[]).includes(mode))
        return fail(
          400,
          'INVALID_VAT_MODE',
          `vatMode must be one of ${STATE_SETS.vatMode.join(', ')}.`,
        );
      const rates = context.seed.vatRates[org.country] ?? [];
      const chosen = mode === 'NO_VAT' ? [] : mode === 'SINGLE_VAT' ? rates.slice(0, 1) : rates;
      const data: VatRate[] = chosen.map((rate, index) => ({
        taxRateId: `${org.country}-${rate}`,
        rate,
        companyTaxRateId: index === 0 ? `company-${org.country}-${rate}` : null,
        salaryCodeId: null,
        accountingNumberId:
          index === 0
            ? (context.seed.accounts.find((account) => account.organizationId === org.id)?.id ??
              null)
            : null,
      }));
      return ok({ meta: { total: data.length, count: data.length }, data });
    },

    deleteAccount(request: MockRequest): MockReply {
      const org = context.organization(request.person, request.params.id);
      if (!org) return context.orgNotFound(request.params.id);
      const account = context.seed.accounts.find(
        (candidate) =>
          candidate.id === request.params.accountId && candidate.organizationId === org.id,
      );
      if (!account)
        return fail(404, 'ACCOUNT_NOT_FOUND', `No account ${request.params.accountId ?? ''}.`);
      if (org.accountsSynced)
        return fail(
          403,
          'ACCOUNTS_SYNCED',
          'Accounting numbers are synced from an external system.',
        );
      account.state = 'inactive';
      return { status: 204 };
    },

    listOrganizations(request: MockRequest): MockReply {
      const organizations = context.seed.v0Organizations.filter((org) =>
        request.person.administrates.includes(org.id),
      );
      return ok({
        organizations,
        serverTime: context
          .clock()
          .toISOString()
          .replace(/\.\d{3}Z$/, 'Z'),
      });
    },

    upsertOrganization(request: MockRequest): MockReply {
      const externalId = request.params.externalId ?? '';
      const payload = request.json;
      if (!isJsonObject(payload))
        return fail(400, 'INVALID_PAYLOAD', 'The body must be an organization payload.');
      if (typeof payload.externalSourceId === 'string' && payload.externalSourceId !== externalId) {
        return fail(400, 'EXTERNAL_ID_MISMATCH', 'externalSourceId differs from the path.');
      }
      const now = context
        .clock()
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z');
      const existing = context.seed.v0Organizations.find(
        (org) => org.externalSourceId === externalId,
      );
      const merge = (org: Organization) => {
        for (const key of ['name', 'vat'] as const)
          if (typeof payload[key] === 'string') org[key] = payload[key] as string;
        if (isJsonObject(payload.settings))
          (org as unknown as JsonObject).settings = {
            ...((org as unknown as JsonObject).settings as JsonObject),
            ...payload.settings,
          };
        if (isJsonObject(payload.address))
          (org as unknown as JsonObject).address = {
            ...((org as unknown as JsonObject).address as JsonObject),
            ...payload.address,
          };
        org.lastUpdated = now;
        return org;
      };
      if (existing) return ok(merge(existing));
      if (payload.className === undefined)
        return fail(
          400,
          'CLASS_NAME_REQUIRED',
          `className is required when creating; use ${COMPANY_CLASS}.`,
        );
      if (payload.className !== COMPANY_CLASS)
        return fail(400, 'INVALID_CLASS_NAME', `className must be ${COMPANY_CLASS} when creating.`);
      const created: Organization = {
        id: context.ids.next('90'),
        externalSourceId: externalId,
        className: COMPANY_CLASS,
        classType: COMPANY_CLASS,
        lastUpdated: now,
        dateCreated: now,
        status: 'INCOMPLETE',
        name: '',
        vat: '',
        phone: '',
        clientApplicationId: 'client-app-1',
        supportAccessEndDate: now,
        sendEventToExternalSystem: null,
        iconUrl: `${MOCK_BASE_URL}/static/icons/org.png`,
        partnerId: typeof payload.partnerCode === 'string' ? payload.partnerCode : 'partner-1',
        partnerName: 'Nordic Partner',
      };
      context.seed.v0Organizations.push(merge(created));
      request.person.administrates.push(created.id);
      return ok(created);
    },

    deleteOrganization(request: MockRequest): MockReply {
      const index = context.seed.v0Organizations.findIndex(
        (org) => org.id === request.params.internalId,
      );
      if (index < 0)
        return fail(
          404,
          'ORGANIZATION_NOT_FOUND',
          `No organization ${request.params.internalId ?? ''}.`,
        );
      context.seed.v0Organizations.splice(index, 1);
      return ok({});
    },
  };
}
