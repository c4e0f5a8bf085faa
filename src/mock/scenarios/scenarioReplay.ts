import { resolveListUrl } from '../../core/http/client';
import { jsonEqual } from '../../core/wire/json';
import type { JsonValue } from '../../core/wire/model/types';
import { ok, type MockReply, type MockRequest } from '../service/mockContext';
import type { RecordedExchange, RecordedKind, RecordedScenario } from './recordedScenario';
import type { MockState } from '../service/service';

type Operations = MockState['operations'];
type Operation = (request: MockRequest) => MockReply;

/** The operations a recording answers, by the kind of exchange each one serves. */
const SERVED: Record<'load' | 'save' | 'recall', readonly (keyof Operations)[]> = {
  load: ['getFields', 'getStoredReport', 'getExpenseFields', 'getStoredExpense'],
  save: ['createReport', 'updateReport', 'createExpense', 'updateExpense'],
  // A PUT on a fields path is a command when it carries the command query, else a re-call.
  recall: ['putFields', 'putExpenseFields'],
};

/**
 * The mock's operations answering from a recorded session (`createMockService({ scenario })`):
 * each request gets the recorded answer of its kind whose request body equals it, else the next
 * one not yet given, in the order they were recorded (`rewind` starts again). Only the answers change: faults, the token
 * check, idempotency and the request log are the mock's own. When the recording has run out, a
 * load gets its last envelope again (a story that mounts twice), a re-call or command its own body
 * back, and a save or a list the mock's own answer.
 *
 * @example
 * const replay = scenarioReplay(recording, state.operations, 'command');
 * Object.assign(state.operations, replay.operations);
 */
export function scenarioReplay(
  scenario: RecordedScenario,
  operations: Operations,
  commandParam: string,
): { operations: Partial<Operations>; rewind(): void } {
  const given = new Set<RecordedExchange>();
  const answer = (found: RecordedExchange): MockReply => ({
    status: found.status,
    body: found.reply,
  });
  const take = (kind: RecordedKind, matches: (recorded: RecordedExchange) => boolean) => {
    const open = scenario.exchanges.filter((entry) => entry.kind === kind && !given.has(entry));
    const found = open.find(matches) ?? (kind === 'list' ? undefined : open[0]);
    if (found) given.add(found);
    return found;
  };
  const lastOf = (kind: RecordedKind) =>
    scenario.exchanges.filter((entry) => entry.kind === kind).at(-1);

  const envelopeKind =
    (kind: 'load' | 'save' | 'recall', own: Operation): Operation =>
    (request) => {
      const sent = request.url.searchParams.has(commandParam) ? 'command' : kind;
      const body = (request.json ?? null) as JsonValue;
      const found = take(sent, (recorded) => jsonEqual(recorded.request, body));
      if (found) return answer(found);
      const last = sent === 'load' ? lastOf('load') : undefined;
      if (last) return answer(last);
      return sent === 'recall' || sent === 'command' ? ok(body) : own(request);
    };

  const list =
    (own: Operation): Operation =>
    (request) => {
      const matches = (recorded: RecordedExchange) => listMatches(recorded.request, request.url);
      const found =
        take('list', matches) ??
        scenario.exchanges.filter((entry) => entry.kind === 'list' && matches(entry)).at(-1);
      return found ? answer(found) : own(request);
    };

  const replaced: Partial<Record<keyof Operations, Operation>> = {
    carTypes: list(operations.carTypes),
    lists: list(operations.lists),
  };
  for (const kind of Object.keys(SERVED) as (keyof typeof SERVED)[])
    for (const name of SERVED[kind]) replaced[name] = envelopeKind(kind, operations[name]);
  return { operations: replaced as Partial<Operations>, rewind: () => given.clear() };
}

/** The query parameters of a list request (spec 4.1) a recording is matched on. */
const LIST_QUERY = ['searchText', 'filter', 'order'] as const;

/** A recorded list request `{ url, query }` asks what this request asks (path and query). */
function listMatches(recorded: JsonValue, target: URL): boolean {
  if (recorded === null || typeof recorded !== 'object' || Array.isArray(recorded)) return false;
  const { url, query } = recorded;
  if (typeof url !== 'string') return false;
  const asked = query !== null && typeof query === 'object' && !Array.isArray(query) ? query : {};
  return (
    pathOf(url, target.origin) === target.pathname &&
    LIST_QUERY.every((name) => (asked[name] ?? null) === target.searchParams.get(name))
  );
}

/** Where a LIST url points on this origin; a recording from another host keeps its path. */
function pathOf(url: string, origin: string): string {
  try {
    return resolveListUrl(origin, url).pathname;
  } catch {
    return new URL(url).pathname;
  }
}
