// Issue 17 (part): a field shows its own re-call progress, the form says what a reply changed,
// and leaving the page with unsaved changes asks first.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import type { FieldsTransport } from '../../../src/core/http/transport';
import type { ExpenseReport, FieldsEnvelope } from '../../../src/core/wire/types';
import { versionField, wireField } from '../../../src/mock/scenarios/wireField';
import { FieldsForm } from '../../../src/react/FieldsForm';
import { withQuery } from '../../tools/formHarness';

const later = <T,>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

function transport(): FieldsTransport {
  const fields = (foreign: boolean) =>
    parseEnvelope({
      fields: [
        wireField('name', 'TEXT', 'Report name'),
        wireField('foreign', 'SWITCH', 'Paid abroad', { requiresUpdate: true, value: foreign }),
        ...(foreign ? [wireField('rate', 'DOUBLE', 'Exchange rate', { value: 11.4 })] : []),
        versionField(1),
      ],
    });
  return {
    load: async () => fields(false),
    recall: (envelope: FieldsEnvelope) =>
      later(150, fields(envelope.fields.some((f) => f.property === 'foreign' && f.value === true))),
    command: async (envelope) => envelope,
    submit: async () => ({ kind: 'created', report: { id: 'r1' } as ExpenseReport }),
  };
}

const unloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('re-call progress and announcements', () => {
  it('shows progress on the field that triggered the re-call and announces what came', async () => {
    const user = userEvent.setup();
    render(withQuery(<FieldsForm source={{ transport: transport(), key: 'progress' }} />));
    const toggle = await screen.findByRole('switch', { name: 'Paid abroad' });
    const field = toggle.closest('.ef-field') as HTMLElement;
    const other = screen.getByRole('textbox', { name: 'Report name' }).closest('.ef-field');
    await user.click(toggle);
    expect(field).toHaveAttribute('aria-busy', 'true');
    expect(other).not.toHaveAttribute('aria-busy');
    expect(await screen.findByRole('textbox', { name: 'Exchange rate' })).toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('Exchange rate added.')).toHaveAttribute('role', 'status');
    await user.click(toggle);
    expect(await screen.findByText('Exchange rate removed.')).toBeInTheDocument();
  });
});

describe('the unsaved-changes guard', () => {
  it('asks before leaving while there are unsaved changes, and not after the save', async () => {
    const user = userEvent.setup();
    render(withQuery(<FieldsForm source={{ transport: transport(), key: 'guard' }} />));
    const name = await screen.findByRole('textbox', { name: 'Report name' });
    expect(unloadAsks()).toBe(false);
    await user.type(name, 'Taxi');
    expect(unloadAsks()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Saved.')).toBeInTheDocument());
    expect(unloadAsks()).toBe(false);
  });

  it('can be turned off', async () => {
    const user = userEvent.setup();
    render(
      withQuery(
        <FieldsForm source={{ transport: transport(), key: 'noguard' }} guardUnload={false} />,
      ),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Report name' }), 'Taxi');
    expect(unloadAsks()).toBe(false);
  });
});
