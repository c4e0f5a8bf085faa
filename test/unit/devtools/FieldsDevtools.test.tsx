// Issue 27: a closed <FieldsDevtools> costs nothing: it does not listen to the session (so no event
// is built) until it is opened, and then the panel arrives lazily; outside a form it says how to fix it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFormSession } from '../../../src/core/session/createFormSession';
import { createMemoryStore } from '../../../src/core/session/memoryStore';
import { FieldsDevtools } from '../../../src/devtools';
import { wireField } from '../../../src/mock/scenarios/wireField';
import { envelopeOf, scriptedTransport } from '../../tools/scriptedTransport';

function spiedSession() {
  const backend = scriptedTransport(envelopeOf([wireField('name', 'TEXT', 'Name')]));
  const session = createFormSession({ transport: backend.transport, store: createMemoryStore() });
  const subscribeEvents = vi.spyOn(session, 'subscribeEvents');
  session.start();
  return { session, subscribeEvents };
}

describe('<FieldsDevtools>', () => {
  it('listens to nothing while closed, and loads the panel when opened', async () => {
    const { session, subscribeEvents } = spiedSession();
    render(<FieldsDevtools session={session} />);
    const toggle = screen.getByRole('button', { name: 'Fields devtools' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await session.whenReady();
    expect(subscribeEvents).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Fields devtools' })).toBeNull();

    await userEvent.click(toggle);
    const panel = await screen.findByRole('region', { name: 'Fields devtools' });
    expect(panel).toBeVisible();
    expect(subscribeEvents).toHaveBeenCalledOnce();
    // Closed again, it stays mounted and hidden: its history goes on.
    await userEvent.click(toggle);
    expect(panel).not.toBeVisible();
    expect(panel).toBeInTheDocument();
  });

  it('fails with a fix outside a form and without a session', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<FieldsDevtools />)).toThrow(/inside <FieldsForm>.*or with a `session`/);
  });
});
