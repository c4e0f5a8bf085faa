// <FieldsDevtools> keeps a bounded history from mount at no cost to a keystroke, the
// panel arrives lazily when opened; outside a form it says how to fix it.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFormSession } from '../../../src/core/session/createFormSession';
import { createMemoryStore } from '../../../src/core/session/store/memoryStore';
import { fieldKey } from '../../../src/core/wire/fieldIndex';
import { FieldsDevtools } from '../../../src/devtools';
import { FieldsForm } from '../../../src';
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
  it('keeps the history from mount: a panel opened after the load shows it; a keystroke records nothing', async () => {
    const { session, subscribeEvents } = spiedSession();
    render(<FieldsDevtools session={session} />);
    const toggle = screen.getByRole('button', { name: 'Fields devtools' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(subscribeEvents).toHaveBeenCalledOnce();
    await session.whenSettled();
    expect(screen.queryByRole('region', { name: 'Fields devtools' })).toBeNull();
    // Typing makes no event: the history costs a keystroke nothing.
    const events = vi.fn();
    const stop = session.subscribeEvents(events);
    session.typed(fieldKey('name'), 'T');
    session.typed(fieldKey('name'), 'Ta');
    stop();
    expect(events).not.toHaveBeenCalled();

    await userEvent.click(toggle);
    const panel = await screen.findByRole(
      'region',
      { name: 'Fields devtools' },
      { timeout: 10_000 },
    );
    expect(panel).toBeVisible();
    // The load happened before the panel was opened, and is on its timeline.
    expect(within(panel).getByRole('list', { name: 'Exchanges' })).toHaveTextContent(/load/);
    // Closed again, it stays mounted and hidden: its history goes on.
    await userEvent.click(toggle);
    expect(panel).not.toBeVisible();
    expect(panel).toBeInTheDocument();
  });

  it('shows the review step of reviewBeforeSave: on, shown, and what it did', async () => {
    const backend = scriptedTransport(envelopeOf([wireField('name', 'TEXT', 'Name')]));
    const user = userEvent.setup();
    render(
      <FieldsForm
        source={{ transport: backend.transport, key: 'devtools-review' }}
        drafts={false}
        reviewBeforeSave
        devtools={<FieldsDevtools mode="embedded" defaultOpen />}
      />,
    );
    const panel = await screen.findByRole(
      'region',
      { name: 'Fields devtools' },
      { timeout: 10_000 },
    );
    const saveState = () => within(panel).getByText('Review before save').nextElementSibling;
    expect(saveState()).toHaveTextContent('on, not shown');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Taxi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saveState()).toHaveTextContent('on: the step is shown, Save waits for Confirm or Back');
    await user.click(screen.getByRole('button', { name: 'Back to editing' }));
    expect(saveState()).toHaveTextContent('on, not shown');
    const steps = within(within(panel).getByRole('list', { name: 'Review steps' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent?.split(' ').at(-1));
    expect(steps).toEqual(['shown', 'back']);
  });

  it("is given to a form laid out by default as its `devtools` prop, and reads that form's session", async () => {
    const backend = scriptedTransport(envelopeOf([wireField('name', 'TEXT', 'Name')]));
    render(
      <FieldsForm
        source={{ transport: backend.transport, key: 'devtools-prop' }}
        drafts={false}
        devtools={<FieldsDevtools mode="embedded" defaultOpen />}
      />,
    );
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    const panel = await screen.findByRole(
      'region',
      { name: 'Fields devtools' },
      { timeout: 10_000 },
    );
    expect(within(panel).getByRole('list', { name: 'Exchanges' })).toHaveTextContent(/load/);
  });

  it('floats in its corner while closed, before the panel chunk and its styles have loaded', async () => {
    const { session } = spiedSession();
    render(
      <main>
        <p>Page</p>
        <FieldsDevtools session={session} />
      </main>,
    );
    const toggle = screen.getByRole('button', { name: 'Fields devtools' });
    // Out of the page's flow from the first render: the panel's stylesheet is not there yet.
    expect(document.querySelector('style')).toBeNull();
    expect(toggle).toHaveStyle({ position: 'fixed', right: '1rem', bottom: '1rem' });
    await userEvent.click(toggle);
    // The note shown while the chunk loads floats too; then the panel, placed by its styles.
    const panel = await screen.findByRole('region', { name: 'Fields devtools' });
    expect(panel.parentElement).toHaveClass('efd-floating');
    expect(document.querySelector('style')?.textContent).toContain('.efd-floating > .efd-panel');
  });

  it('stays in place when embedded', () => {
    const { session } = spiedSession();
    render(<FieldsDevtools session={session} mode="embedded" />);
    expect(screen.getByRole('button', { name: 'Fields devtools' })).not.toHaveAttribute('style');
  });

  it('placed anywhere under the app, lists every form on the page and shows the one chosen', async () => {
    const trip = scriptedTransport(envelopeOf([wireField('trip', 'TEXT', 'Trip')]));
    const lunch = scriptedTransport(envelopeOf([wireField('guests', 'TEXT', 'Guests')]));
    render(
      <main>
        <FieldsForm
          source={{ transport: trip.transport, key: 'trip' }}
          label="Trip"
          drafts={false}
        />
        <FieldsForm
          source={{ transport: lunch.transport, key: 'lunch' }}
          label="Lunch"
          drafts={false}
        />
        <FieldsDevtools mode="embedded" defaultOpen />
      </main>,
    );
    await screen.findByRole('textbox', { name: 'Guests' });
    const picker = screen.getByRole('combobox', { name: 'Form' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Trip', 'Lunch']);
    await userEvent.selectOptions(picker, 'Lunch');
    const panel = await screen.findByRole(
      'region',
      { name: 'Fields devtools' },
      { timeout: 10_000 },
    );
    // The chosen form's load, kept since the devtools mounted.
    expect(within(panel).getByRole('list', { name: 'Exchanges' })).toHaveTextContent(/load/);
    expect(panel).toHaveTextContent(/guests\s*added/);
    expect(panel).not.toHaveTextContent(/trip\s*added/);
  });
});

describe('the panel’s envelope view', () => {
  it('shows and copies what a save would send, read when asked', async () => {
    const backend = scriptedTransport(
      envelopeOf([wireField('verification.amount', 'DOUBLE', 'Amount', { maxDecimals: 2 })]),
    );
    const session = createFormSession({
      transport: backend.transport,
      store: createMemoryStore(),
      locale: 'sv',
    });
    session.start();
    await session.whenReady();
    render(<FieldsDevtools session={session} mode="embedded" defaultOpen />);
    const panel = await screen.findByRole('region', { name: 'Fields devtools' });
    session.typed(fieldKey('verification.amount'), '12,50');
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Show what a save would send' }),
    );
    const tree = within(panel).getByRole('list', { name: 'what a save would send' });
    expect(tree).toHaveTextContent('verification.amount: 12.5');
    session.typed(fieldKey('verification.amount'), '7');
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Copy what a save would send as JSON' }),
    );
    expect(JSON.parse(String((writeText.mock.calls[0] as unknown[] | undefined)?.[0]))).toEqual({
      'verification.amount': 7,
    });
  });

  it("copies a field's <FormField> line, so a screen of one's own finds its property", async () => {
    const backend = scriptedTransport(
      envelopeOf([wireField('verification.currency', 'LIST', 'Currency')]),
    );
    const session = createFormSession({ transport: backend.transport, store: createMemoryStore() });
    session.start();
    await session.whenReady();
    render(<FieldsDevtools session={session} mode="embedded" defaultOpen />);
    const panel = await screen.findByRole(
      'region',
      { name: 'Fields devtools' },
      { timeout: 10_000 },
    );
    await userEvent.click(within(panel).getByText(/^Fields \(1\)/));
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Copy the FormField line of Currency' }),
    );
    expect(writeText).toHaveBeenCalledWith('<FormField property="verification.currency" />');
  });
});
