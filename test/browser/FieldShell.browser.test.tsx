import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { FieldShell, describedByFor } from '../../src/react/fields/FieldShell';

describe('FieldShell in Chromium', () => {
  it('focuses the input when its label is clicked, and has no axe violations', async () => {
    const { container, getByText, getByRole } = render(
      <FieldShell id="desc" label="Description" errorText="Required">
        <input
          id="desc"
          aria-invalid
          aria-describedby={describedByFor('desc', { hasHelp: false, hasError: true })}
        />
      </FieldShell>,
    );
    getByText('Description').click();
    expect(document.activeElement).toBe(getByRole('textbox', { name: 'Description' }));
    const result = await axe.run(container);
    expect(result.violations).toEqual([]);
  });
});
