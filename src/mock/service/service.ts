import { resolveWireNames } from '../../core/wire/wireNames';
import type { JsonObject } from '../../core/wire/model/types';
import { adminEndpoints } from '../endpoints/adminEndpoints';
import { contentEndpoints } from '../endpoints/contentEndpoints';
import { fieldsEndpoints } from '../endpoints/fieldsEndpoints';
import { storedEndpoints } from '../endpoints/storedEndpoints';
import { createIdSource } from './ids';
import { listEndpoints } from '../endpoints/listEndpoints';
import {
  fail,
  MOCK_NOW,
  type MockContext,
  type MockStateOptions,
  type SavedObjectEntry,
  type StoredContent,
} from './mockContext';
import {
  cloneSeed,
  defaultSeed,
  type MockOrganization,
  type MockPerson,
  type MockSeed,
} from './seed';
import type { ExpenseReport } from '../../core/wire/model/types';

export { MOCK_NOW };
export type { MockReply, MockRequest, MockStateOptions, StoredContent } from './mockContext';

/**
 * The stateful in-memory service: seed data, drafts with optimistic-lock versions, uploaded
 * content and created reports, and one operation per endpoint applying the spec's rules.
 *
 * @example
 * const state = createMockState({ clock: () => new Date(MOCK_NOW) });
 */
export function createMockState(options: MockStateOptions = {}) {
  const initial = options.seed ?? defaultSeed();
  let seed = cloneSeed(initial);
  const draftVersions = new Map<string, number>();
  const envelopes = new Map<string, JsonObject>();
  const contents = new Map<string, StoredContent>();
  const reports = new Map<string, ExpenseReport>();
  const saved = new Map<string, SavedObjectEntry>();
  const versionOf = (orgId: string) => draftVersions.get(orgId) ?? null;
  const context: MockContext = {
    get seed() {
      return seed;
    },
    clock: options.clock ?? (() => new Date(MOCK_NOW)),
    ids: createIdSource(),
    names: resolveWireNames(options.wireNames),
    draftVersions,
    envelopes,
    contents,
    reports,
    saved,
    organization(person: MockPerson, id: string | undefined): MockOrganization | null {
      const org = seed.organizations.find((candidate) => candidate.id === id);
      return org && person.organizationIds.includes(org.id) ? org : null;
    },
    orgNotFound: (id) =>
      fail(404, 'ORGANIZATION_NOT_FOUND', `No organization ${id ?? ''} for this user.`),
    versionOf,
  };
  // One group of endpoints per file (spec section 4), over the shared state.
  const operations = {
    ...listEndpoints(context),
    ...fieldsEndpoints(context),
    ...storedEndpoints(context),
    ...contentEndpoints(context),
    ...adminEndpoints(context),
  };

  return {
    operations,
    wireNames: context.names,
    /** Finds the person behind a bearer token. */
    personOf(token: string | null): MockPerson | null {
      const id = token ? seed.tokens[token] : undefined;
      return seed.people.find((person) => person.id === id) ?? null;
    },
    /** The seed as it is now (mutated by upserts, deletes). */
    get seed(): MockSeed {
      return seed;
    },
    contents,
    reports,
    /** Serves this wire envelope for the organization's GET fields (re-calls echo it). */
    setEnvelope(organizationId: string, envelope: JsonObject): void {
      envelopes.set(organizationId, JSON.parse(JSON.stringify(envelope)) as JsonObject);
    },
    /** Someone else saved the draft: its stored version goes up, so an older one gets 409. */
    bumpVersion(organizationId: string): number {
      const next = (versionOf(organizationId) ?? 0) + 1;
      draftVersions.set(organizationId, next);
      return next;
    },
    /** Someone else saved a stored report or expense: its version goes up, so an edit gets 409. */
    bumpSavedVersion(id: string): number {
      const entry = saved.get(id);
      if (!entry) throw new Error(`No saved object ${id}.`);
      entry.object = { ...entry.object, version: (entry.object.version ?? 0) + 1 };
      return entry.object.version ?? 0;
    },
    /** Saved reports and expenses with the envelopes they were saved from. */
    saved,
    /** The stored draft version (null for a new report). */
    draftVersion: versionOf,
    reset(): void {
      seed = cloneSeed(initial);
      draftVersions.clear();
      envelopes.clear();
      contents.clear();
      reports.clear();
      saved.clear();
      context.ids.reset();
    },
  };
}

/** The state object of a mock service. */
export type MockState = ReturnType<typeof createMockState>;
