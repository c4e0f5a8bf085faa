// The Storybook panel of every form story. The preview's host takes the session of each
// <FieldsDevtools> a story renders, listens only while the manager's panel is shown, and sends the
// history over the channel; the manager's panel draws the timeline and the bodies sent.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ASK,
  HISTORY,
  WATCH,
  type AddonHistory,
} from '../../../.storybook/devtoolsAddon/addonEvents';
import { DevtoolsAddonPanel } from '../../../.storybook/devtoolsAddon/DevtoolsAddonPanel';
import {
  createStoryDevtoolsHost,
  type AddonChannel,
} from '../../../.storybook/devtoolsAddon/storyDevtoolsHost';
import { createFormSession } from '../../../src/core/session/createFormSession';
import { createMemoryStore } from '../../../src/core/session/store/memoryStore';
import { fieldKey } from '../../../src/core/wire/fieldIndex';
import { FieldsDevtools } from '../../../src/devtools';
import { DevtoolsHostContext } from '../../../src/devtools/recorder/devtoolsHost';
import { wireField } from '../../../src/mock/scenarios/wireField';
import { envelopeOf, scriptedTransport } from '../../tools/scriptedTransport';

const PICK = fieldKey('pick');

/** Storybook's channel between the preview and the manager, as a test holds it. */
function fakeChannel() {
  const listeners = new Map<string, (payload: { watching: boolean }) => void>();
  const sent: { event: string; payload: AddonHistory | undefined }[] = [];
  const channel: AddonChannel = {
    on: (event, listener) => listeners.set(event, listener),
    emit: (event, payload) => sent.push({ event, payload }),
  };
  const histories = () =>
    sent.filter((entry) => entry.event === HISTORY).map((entry) => entry.payload?.rows ?? []);
  return {
    channel,
    sent,
    histories,
    /** The manager's panel is shown, or hidden. */
    watch: (watching: boolean) => act(() => listeners.get(WATCH)?.({ watching })),
  };
}

function pickSession(latencyMs = 0) {
  const fields = [
    wireField('pick', 'SWITCH', 'Pick', { requiresUpdate: true, value: false }),
    wireField('name', 'TEXT', 'Name', { value: 'Trip' }),
  ];
  const backend = scriptedTransport(envelopeOf(fields), {
    recall: (body, call) => ({ value: body, latencyMs: call === 1 ? latencyMs : 0 }),
  });
  const session = createFormSession({
    transport: backend.transport,
    store: createMemoryStore(),
    recallBurstMs: 10,
  });
  return { session, subscribeEvents: vi.spyOn(session, 'subscribeEvents') };
}

describe('the stories’ devtools host (preview side)', () => {
  it('listens to the story’s form only while the panel is shown, and sends its history', async () => {
    const { channel, sent, histories, watch } = fakeChannel();
    const host = createStoryDevtoolsHost(channel);
    const { session, subscribeEvents } = pickSession(50);
    render(
      <DevtoolsHostContext.Provider value={{ inPage: false, attach: host.attach }}>
        <FieldsDevtools session={session} />
      </DevtoolsHostContext.Provider>,
    );
    // The host draws the devtools elsewhere: nothing in the page.
    expect(screen.queryByRole('button', { name: 'Fields devtools' })).toBeNull();
    // A new form: an empty history, and the question whether the panel is shown.
    expect(sent.map((entry) => entry.event)).toEqual([HISTORY, ASK]);
    session.start();
    await act(() => session.whenReady());
    expect(subscribeEvents).not.toHaveBeenCalled();

    watch(true);
    expect(subscribeEvents).toHaveBeenCalledOnce();
    await act(async () => {
      session.chose(PICK, true);
      session.chose(PICK, false);
      await session.whenSettled();
    });
    const rows = histories().at(-1) ?? [];
    expect(rows.map((row) => `#${row.id} ${row.kind} ${row.phase} ${row.winner ?? ''}`)).toEqual([
      '#2 re-call dropped (stale) 3',
      '#3 re-call applied ',
    ]);
    // The bodies are plain JSON, as the service saw them.
    expect(rows[1]?.request).toMatchObject({ fields: [{ property: 'pick', value: false }, {}] });
    expect(JSON.parse(JSON.stringify(rows))).toEqual(rows);

    // Hidden again: the host stops listening, and sends nothing more.
    watch(false);
    const before = histories().length;
    await act(async () => {
      session.chose(PICK, true);
      await session.whenSettled();
    });
    expect(histories()).toHaveLength(before);
  });

  it('follows the form the story mounted last, and draws in the page when told to', async () => {
    const { channel, histories, watch } = fakeChannel();
    const host = createStoryDevtoolsHost(channel);
    watch(true);
    const first = pickSession();
    const second = pickSession();
    const { rerender } = render(
      <DevtoolsHostContext.Provider value={{ inPage: true, attach: host.attach }}>
        <FieldsDevtools session={first.session} mode="embedded" />
      </DevtoolsHostContext.Provider>,
    );
    expect(screen.getByRole('button', { name: 'Fields devtools' })).toBeInTheDocument();
    rerender(
      <DevtoolsHostContext.Provider value={{ inPage: true, attach: host.attach }}>
        <FieldsDevtools session={second.session} mode="embedded" />
      </DevtoolsHostContext.Provider>,
    );
    expect(first.subscribeEvents.mock.results[0]?.value).toBeTypeOf('function');
    second.session.start();
    await act(() => second.session.whenReady());
    first.session.start();
    await act(() => first.session.whenReady());
    // Only the second form's load reached the panel.
    expect(
      histories()
        .at(-1)
        ?.map((row) => `${row.kind} ${row.phase}`),
    ).toEqual(['load applied']);
    // The host's listener, and the in-page devtools' own history (kept from mount).
    expect(second.subscribeEvents).toHaveBeenCalledTimes(2);
  });
});

describe('<DevtoolsAddonPanel> (manager side)', () => {
  it('lists the exchanges, follows a stale one to its winner, and shows the body it sent', async () => {
    const row = {
      duration: '12 ms',
      status: 'HTTP 200',
      requestLine: 'PUT https://api.example.com/api/v1/expense/fields',
      reply: null,
      error: null,
    };
    render(
      <DevtoolsAddonPanel
        rows={[
          {
            ...row,
            id: 2,
            kind: 're-call',
            phase: 'dropped (stale)',
            winner: 3,
            request: { fields: [{ property: 'pick', value: true }] },
          },
          {
            ...row,
            id: 3,
            kind: 're-call',
            phase: 'applied',
            winner: null,
            request: { fields: [{ property: 'pick', value: false }] },
          },
          {
            ...row,
            id: 4,
            kind: 'save',
            phase: 'failed',
            status: 'HTTP 409',
            winner: null,
            request: { fields: [] },
            error: 'Someone else saved it.',
          },
        ]}
      />,
    );
    const exchanges = screen.getByRole('list', { name: 'Exchanges' });
    expect(
      within(exchanges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '#2 re-call dropped (stale) 12 ms HTTP 200won by #3',
      '#3 re-call applied 12 ms HTTP 200',
      '#4 save failed 12 ms HTTP 409',
    ]);
    // The newest is shown first.
    expect(screen.getByRole('region', { name: 'Exchange #4' })).toHaveTextContent(
      'Someone else saved it.',
    );
    await userEvent.click(within(exchanges).getByRole('button', { name: 'won by #3' }));
    const shown = screen.getByRole('region', { name: 'Exchange #3' });
    expect(within(shown).getByText(row.requestLine)).toBeInTheDocument();
    expect(JSON.parse(within(shown).getByLabelText('Body sent').textContent ?? '')).toEqual({
      fields: [{ property: 'pick', value: false }],
    });
  });

  it('says why it is empty', () => {
    render(<DevtoolsAddonPanel rows={[]} />);
    expect(screen.getByText(/No exchange of this story/)).toBeInTheDocument();
  });
});
