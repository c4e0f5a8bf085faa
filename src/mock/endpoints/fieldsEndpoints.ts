import { isJsonObject } from '../../core/wire/json';
import type { JsonObject } from '../../core/wire/model/types';
import { clearErrors, keepScanned, scannedOf } from '../service/envelopeMarks';
import { fieldsFormatRefused } from './fieldsFormat';
import {
  fail,
  ok,
  type MockContext,
  type MockReply,
  type MockRequest,
} from '../service/mockContext';
import { buildExpenseForm, renumberSplits } from '../scenarios/expenseForm';
import { expenseKindOf, scenarioFor } from '../scenarios/scenarioFor';
import { valuesOf } from '../scenarios/wireField';
import type { MockOrganization } from '../service/seed';
import { saveRules } from './saveRules';

/**
 * The fields endpoints (spec 4.2): GET and PUT fields (re-calls and commands) and report creation
 * with validation, warnings and the optimistic-lock version.
 *
 * @example
 * const operations = { ...fieldsEndpoints(context) };
 */
export function fieldsEndpoints(context: MockContext) {
  const rules = saveRules(context);
  function serveFields(org: MockOrganization): JsonObject {
    const custom = context.envelopes.get(org.id);
    if (custom) {
      const copy = JSON.parse(JSON.stringify(custom)) as JsonObject;
      const stored = context.versionOf(org.id);
      // The hidden version field tells the stored version once someone saved (spec 2.7).
      if (stored !== null && Array.isArray(copy.fields)) {
        for (const field of copy.fields)
          if (isJsonObject(field) && field.property === 'version') field.value = stored;
      }
      return copy;
    }
    return scenarioFor(org.scenario, org, context.seed, context.versionOf(org.id));
  }

  return {
    getFields(request: MockRequest): MockReply {
      const org = context.organization(request.person, request.params.id);
      return org ? ok(serveFields(org)) : context.orgNotFound(request.params.id);
    },

    putFields(request: MockRequest): MockReply {
      const org = context.organization(request.person, request.params.id);
      if (!org) return context.orgNotFound(request.params.id);
      const body = rules.readBody(request);
      if ('status' in body) return body;
      const command = request.url.searchParams.get(context.names.commandParam) ?? undefined;
      if (context.envelopes.has(org.id) || expenseKindOf(org.scenario) === null)
        return ok(clearErrors(body.wire));
      if (command !== undefined && command !== 'SPLIT')
        return fail(400, 'UNKNOWN_COMMAND', `No command ${command}.`);
      const values = valuesOf(body.wire);
      const scanned = scannedOf(body.wire);
      const splitRows = renumberSplits(body.wire, values);
      const version = values.get('version');
      return ok(
        keepScanned(
          scanned,
          buildExpenseForm({
            org,
            seed: context.seed,
            values,
            version: typeof version === 'number' ? version : null,
            splitRows,
            ...(command ? { command } : {}),
          }),
        ),
      );
    },

    createReport(request: MockRequest): MockReply {
      const wrongFormat = fieldsFormatRefused(request);
      if (wrongFormat) return wrongFormat;
      const url = request.url;
      const orgId = url.searchParams.get(context.names.organizationIdParam) ?? undefined;
      const org = context.organization(request.person, orgId);
      if (!org) return context.orgNotFound(orgId);
      const body = rules.readBody(request);
      if ('status' in body) return body;
      // Spec 2.7: the hidden version is echoed; older than the stored one means someone else saved.
      const stored = context.versionOf(org.id);
      const refused =
        rules.staleVersion(body.envelope, stored, stored !== null) ??
        rules.judge(request, org, body, context.names.saveDespiteWarningsParam);
      if (refused) return refused;
      const report = rules.reportFrom(org, request.person, body.wire, (stored ?? 0) + 1);
      context.reports.set(report.id, report);
      rules.keep(report.id, { wire: body.wire, orgId: org.id, object: report });
      context.draftVersions.delete(org.id);
      return ok(report);
    },
  };
}
