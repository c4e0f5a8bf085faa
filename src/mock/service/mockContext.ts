import type {
  Content,
  ExpenseRecord,
  ExpenseReport,
  JsonObject,
  JsonValue,
} from '../../core/wire/model/types';
import type { WireNames } from '../../core/wire/wireNames';
import type { createIdSource } from './ids';
import type { MockOrganization, MockPerson, MockSeed } from './seed';

/** A request as the service sees it, already authenticated. */
export interface MockRequest {
  person: MockPerson;
  url: URL;
  params: Record<string, string>;
  headers: Headers;
  /** Parsed JSON body, when the request has one. */
  json?: unknown;
  /** Raw body bytes (uploads). */
  bytes?: Uint8Array;
}

/** What a handler answers: a status and a JSON body (none for 204). */
export interface MockReply {
  status: number;
  body?: JsonValue;
}

/** A content resource as stored, with its size. */
export type StoredContent = Content & { size: number };

/** Options of the service state. */
export interface MockStateOptions {
  seed?: MockSeed;
  /** The mock's clock; a fixed instant by default, so answers are deterministic. */
  clock?: () => Date;
  /** Query and header names, when the form uses other wire names. */
  wireNames?: Partial<WireNames>;
}

/**
 * The default clock: a fixed instant.
 *
 * @example
 * createMockService({ clock: () => new Date(MOCK_NOW) });
 */
export const MOCK_NOW = '2026-11-21T12:00:00Z';

const errorBody = (code: string, description: string): JsonObject => ({
  result: 'error',
  code,
  description,
});
/**
 * An error answer of spec section 7.
 *
 * @example
 * return fail(404, 'LIST_NOT_FOUND', 'No list currencies.');
 */
export const fail = (status: number, code: string, description: string): MockReply => ({
  status,
  body: errorBody(code, description),
});
/**
 * A success answer.
 *
 * @example
 * return ok(report);
 */
export const ok = (body: unknown, status = 200): MockReply => ({ status, body: body as JsonValue });

/** A saved report or expense and the wire envelope it was saved from. */
export interface SavedObjectEntry {
  wire: JsonObject;
  orgId: string;
  object: ExpenseReport | ExpenseRecord;
  /** The expense type of a saved expense (its re-call endpoint). */
  expenseType?: string;
}

/** What every endpoint group of the mock shares: the state and its look-ups. */
export interface MockContext {
  /** The seed as it is now (mutated by upserts, deletes; replaced on reset). */
  readonly seed: MockSeed;
  clock: () => Date;
  ids: ReturnType<typeof createIdSource>;
  names: WireNames;
  /** Stored version of each organization's draft report; absent means a new object (null). */
  draftVersions: Map<string, number>;
  /** Envelopes set by stories and tests, served instead of the organization's scenario. */
  envelopes: Map<string, JsonObject>;
  contents: Map<string, StoredContent>;
  reports: Map<string, ExpenseReport>;
  /** Saved reports and expenses by id, with the envelope they were saved from (for editing). */
  saved: Map<string, SavedObjectEntry>;
  /** The person's organization with that id, or null. */
  organization(person: MockPerson, id: string | undefined): MockOrganization | null;
  orgNotFound(id: string | undefined): MockReply;
  versionOf(orgId: string): number | null;
}

/** One endpoint: an authenticated request in, an answer out. */
export type MockOperation = (request: MockRequest) => MockReply;
