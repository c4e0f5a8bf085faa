// A whole form in the shadcn look has no axe violations, the LIST open or closed.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../../../tools/formHarness';
import { renderAllControls } from './shadcnForm';

const mock = setupMockServer();

async function violations(node: Element) {
  const result = await axe.run(node, { resultTypes: ['violations'] });
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((entry) => entry.target.join(' ')).join(', ')}`,
  );
}

describe('the shadcn look and axe', () => {
  it('shows no violations on the form with every control type, the LIST closed and open', async () => {
    const { container } = await renderAllControls(mock);
    expect(await violations(container)).toEqual([]);
    const currency = screen.getByRole('combobox', { name: /^Currency/ });
    currency.focus();
    await userEvent.setup().keyboard('{ArrowDown}');
    await screen.findAllByRole('option');
    expect(await violations(container)).toEqual([]);
  }, 20_000);
});
