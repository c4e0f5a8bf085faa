// Progress: a field shows its own re-call progress, the form says what a reply changed,
// and leaving the page with unsaved changes asks first.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import type { FieldsTransport } from '../../../src/core/http/transport';
import type { ExpenseReport, FieldsEnvelope } from '../../../src/core/wire/model/types';
import { versionField, wireField } from '../../../src/mock/scenarios/wireField';
import { FieldsForm } from '../../../src/react/form/FieldsForm';
import { createFormDriver } from '../../../src/testing';
import { withQuery } from '../../tools/formHarness';

/**
 * A back end whose re-calls wait until the test lets the next one go: what is out is decided by
 * the test, never by a clock.
 */
function transport() {
  const waiting: (() => void)[] = [];
  const fields = (foreign: boolean) =>
    parseEnvelope({
      fields: [
        wireField('name', 'TEXT', 'Report name'),
        wireField('foreign', 'SWITCH', 'Paid abroad', { requiresUpdate: true, value: foreign }),
        ...(foreign ? [wireField('rate', 'DOUBLE', 'Exchange rate', { value: 11.4 })] : []),
        versionField(1),
      ],
    });
  const backend: FieldsTransport = {
    load: async () => fields(false),
    recall: (envelope: FieldsEnvelope) =>
      new Promise((resolve) =>
        waiting.push(() =>
          resolve(
            fields(envelope.fields.some((f) => f.property === 'foreign' && f.value === true)),
          ),
        ),
      ),
    command: async (envelope) => envelope,
    submit: async () => ({ kind: 'created', report: { id: 'r1' } as ExpenseReport }),
  };
  return { backend, release: () => waiting.shift()?.() };
}

const unloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('re-call progress and announcements', () => {
  it('shows progress on the field that triggered the re-call and announces what came', async () => {
    const user = userEvent.setup();
    const { backend, release } = transport();
    const { container } = render(
      withQuery(<FieldsForm source={{ transport: backend, key: 'progress' }} />),
    );
    const form = createFormDriver(container);
    await form.settled();
    await user.click(screen.getByRole('switch', { name: 'Paid abroad' }));
    expect(await form.field('Paid abroad')).toMatchObject({ busy: true });
    expect(await form.field('Report name')).toMatchObject({ busy: false });
    expect(await form.status()).toBe('updating');
    release();
    await form.settled();
    expect(await form.field('Exchange rate')).toMatchObject({ visible: true });
    expect(await form.field('Paid abroad')).toMatchObject({ busy: false });
    expect(screen.getByText('Exchange rate added.')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('switch', { name: 'Paid abroad' }));
    release();
    await form.settled();
    expect(screen.getByText('Exchange rate removed.')).toBeInTheDocument();
  });
});

describe('the unsaved-changes guard', () => {
  it('asks before leaving while there are unsaved changes, and not after the save', async () => {
    const { backend } = transport();
    const { container } = render(
      withQuery(<FieldsForm source={{ transport: backend, key: 'guard' }} />),
    );
    const form = createFormDriver(container);
    await form.settled();
    expect(unloadAsks()).toBe(false);
    await form.fill('Report name', 'Taxi');
    expect(unloadAsks()).toBe(true);
    expect(await form.submit()).toBe('saved');
    expect(unloadAsks()).toBe(false);
  });

  it('can be turned off', async () => {
    const { container } = render(
      withQuery(
        <FieldsForm
          source={{ transport: transport().backend, key: 'noguard' }}
          guardUnload={false}
        />,
      ),
    );
    await createFormDriver(container).fill('Report name', 'Taxi');
    expect(unloadAsks()).toBe(false);
  });
});
