import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../../src/core/wire/model/types';
import { scenarioEnvelope } from '../../../../src/mock';
import { setupMockServer } from '../../../tools/formHarness';
import { ORG, renderMuiForm } from './muiForm';

const mock = setupMockServer();

/** What axe finds wrong in `node`: one line per rule, with where. */
async function axeViolations(node: Element) {
  const result = await axe.run(node, { resultTypes: ['violations'] });
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((entry) => entry.target.join(' ')).join(', ')}`,
  );
}

describe('accessibility of the Material UI look', () => {
  it('has no axe violations on the all-controls form, with an error shown, a list and a calendar open', async () => {
    const wire = scenarioEnvelope('allControls');
    (wire.fields as JsonObject[])[0] = {
      ...((wire.fields as JsonObject[])[0] as JsonObject),
      error: 'X',
      errorText: 'Name the report.',
    };
    mock.state.setEnvelope(ORG, wire);
    const { container } = renderMuiForm();
    const name = await screen.findByRole('textbox', { name: 'Report name (required)' });
    expect(name).toHaveAccessibleDescription('Name the report.');
    expect(await axeViolations(container)).toEqual([]);

    const user = userEvent.setup();
    const tags = screen.getByRole('combobox', { name: 'Tags' });
    tags.focus();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox', { name: 'Tags' });
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(0));
    await user.keyboard('{Enter}');
    expect(await axeViolations(container)).toEqual([]);

    const purchase = screen.getByRole('group', { name: /^Purchase date/ }).closest('[data-field]');
    await user.click(within(purchase as HTMLElement).getByRole('button', { name: 'Choose date' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  }, 60_000); // three axe runs over every control type in jsdom: 10 s and more on a busy machine
});
