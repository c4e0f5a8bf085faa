import { fieldsEndpoints } from '../../src/core/http/endpoints';
import {
  draftKey,
  type DraftStorage,
  type StoredDraft,
} from '../../src/core/session/drafts/draftStorage';
import { createMemoryDrafts } from '../../src/core/session/drafts/memoryDrafts';
import { MOCK_IDS } from '../../src/mock';
import { coded } from './snippetWriter';

const ENDPOINT = fieldsEndpoints.newReport(MOCK_IDS.swedishOrg);
/** The draft key of the basic new report of the stories (user scope `''`). */
export const DRAFT_KEY = draftKey('', ENDPOINT.key);

/**
 * Drafts in memory, holding `draft` (one from an earlier visit) when given; shown as that code.
 *
 * @example
 * formStory({ args: { drafts: { storage: memoryDrafts(earlierDraft) } }, mock });
 */
export function memoryDrafts(draft?: StoredDraft): DraftStorage {
  const storage = createMemoryDrafts();
  if (draft) void storage.set(DRAFT_KEY, draft);
  return coded(storage, (writer) => {
    const create = writer.use('expense-fields', 'createMemoryDrafts');
    const lines = [
      '// Drafts in memory (a browser keeps them in IndexedDB).',
      `const storage = ${create}();`,
    ];
    if (draft) {
      const key = `${writer.use('expense-fields/session', 'draftKey')}('', ${writer.value(ENDPOINT)}.key)`;
      lines.push(
        `// A draft from an earlier visit.\nvoid storage.set(${key}, ${writer.value(draft, 0, 17)});`,
      );
    }
    writer.declare(lines.join('\n'));
    return 'storage';
  });
}
