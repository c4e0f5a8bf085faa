import { cleanup, screen, type ByRoleMatcher } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../../src/core/wire/model/types';
import { scenarioEnvelope } from '../../../../src/mock';
import { setupMockServer } from '../../../tools/formHarness';
import { ORG, renderMuiForm } from './muiForm';

const mock = setupMockServer();

/** The roles the controls of the all-controls form have. */
const ROLES: ByRoleMatcher[] = [
  'textbox',
  'switch',
  'combobox',
  'spinbutton',
  'link',
  'button',
  'group',
  'alert',
  'note',
  'status',
];

/**
 * Each field's control (the element with the frame's id): its accessible name and description,
 * as Testing Library computes them for its role queries (the query itself matches nothing).
 */
function spoken(): Record<string, { name: string; description: string }> {
  const names = new Map<Element, string>();
  const descriptions = new Map<Element, string>();
  for (const role of ROLES)
    screen.queryAllByRole(role, {
      hidden: true,
      name: (name, element) => (names.set(element as Element, name), false),
    });
  for (const role of ROLES)
    screen.queryAllByRole(role, {
      hidden: true,
      description: (text, element) => (descriptions.set(element as Element, text), false),
    });
  const read: Record<string, { name: string; description: string }> = {};
  for (const frame of document.querySelectorAll('[data-field]')) {
    const id = frame.getAttribute('data-field') ?? '';
    const control = document.getElementById(id);
    if (!control || !names.has(control)) continue;
    read[frame.getAttribute('data-ef-property') ?? id] = {
      name: names.get(control) ?? '',
      description: descriptions.get(control) ?? '',
    };
  }
  return read;
}

describe('what assistive technology hears in the Material UI look', () => {
  it('names and describes every control of the all-controls form as the default look does', async () => {
    const wire = scenarioEnvelope('allControls');
    (wire.fields as JsonObject[])[0] = {
      ...((wire.fields as JsonObject[])[0] as JsonObject),
      error: 'X',
      errorText: 'Name the report.',
    };
    mock.state.setEnvelope(ORG, wire);
    renderMuiForm({ controls: {} });
    await screen.findByRole('textbox', { name: 'Report name (required)' });
    const inDefault = spoken();
    cleanup();
    renderMuiForm();
    await screen.findByRole('textbox', { name: 'Report name (required)' });
    const inMui = spoken();
    expect(Object.keys(inDefault).length).toBeGreaterThan(20);
    expect(inDefault.name).toEqual({
      name: 'Report name (required)',
      description: 'Name the report.',
    });
    expect(inDefault['verification.purchaseDate']?.name).toBe('month Purchase date (required)');
    expect(inMui).toEqual(inDefault);
  }, 60_000); // the all-controls form drawn twice in jsdom: slow beside other runs
});
