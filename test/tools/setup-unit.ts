// First: React looks for the DevTools hook when react-dom loads (render counts).
import './renderCounter';
// jsdom has no IndexedDB: the forms' drafts keep theirs in fake-indexeddb.
import 'fake-indexeddb/auto';
// The built-in control types: a test that imports one module of the engine reads them too.
import '../../src/core/controlTypes/defaultControlTypes';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearDrafts } from '../../src/core/session/drafts/indexedDbDrafts';

// No test sees a draft another test left behind.
afterEach(async () => {
  cleanup();
  await clearDrafts();
});
