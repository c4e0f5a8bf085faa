// ARCHITECTURE.md "The walks": each walk runs here through the instrumented room boundaries, and
// the page's tables are the ones recorded (UPDATE_WALKS=1 writes them).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as prettier from 'prettier';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { FieldsTransport } from '../../../src/core/http/transport';
import type { FieldsEnvelope } from '../../../src/core/wire/model/types';
import { instrumentRooms, type Step } from './roomBoundaries';
import { roomOf, withWalks, type Walk } from './walkTable';

const boundaries = instrumentRooms();
const harness = await import('../../tools/formHarness');
const { basicEnvelope } = await import('../../../src/mock/scenarios/basic');
const { MOCK_IDS } = await import('../../../src/mock');
const { parseEnvelope } = await import('../../../src/core/wire/envelope');
const { mapFields } = await import('../../../src/core/wire/fieldIndex');
const { FieldsForm } = await import('../../../src/react/form/FieldsForm');
const mock = harness.setupMockServer();
const ORG = MOCK_IDS.swedishOrg;
const page = join(__dirname, '../../../ARCHITECTURE.md');
const walks: Walk[] = [];
const here = (end: Step): Step[] => [...boundaries.path(), end];

/** The path of the first request of `method` the page sends, as it leaves. */
function requestPath(method: string): () => Step[] | null {
  let found: Step[] | null = null;
  const real = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const sent = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (found === null && sent === method) found = here({ file: '(the network)', name: 'fetch' });
    return real(input, init);
  });
  return () => {
    if (found) spy.mockRestore();
    return found;
  };
}

describe('the walks of ARCHITECTURE.md', () => {
  it('a keystroke until the PUT body', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const user = userEvent.setup();
    harness.renderForm({ drafts: false });
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    const path = requestPath('PUT');
    // No blur: the re-call goes after the typing pause, on the form's timer.
    await user.type(amount, '12');
    await waitFor(() => expect(path()).not.toBeNull(), { timeout: 3000 });
    walks.push({ name: 'keystroke', path: path() ?? [] });
  });

  it('a server errorText until the screen', async () => {
    const TEXT = 'The service says: too much for one lunch.';
    const envelope = parseEnvelope(basicEnvelope());
    const transport: FieldsTransport = {
      load: async () => envelope,
      recall: async (sent) => sent,
      command: async (sent) => sent,
      submit: async (sent: FieldsEnvelope) => ({
        kind: 'invalid',
        status: 400,
        envelope: mapFields(sent, (item) =>
          item.property === 'verification.amount' ? { ...item, errorText: TEXT } : item,
        ),
      }),
    };
    const user = userEvent.setup();
    render(
      harness.withQuery(
        <FieldsForm source={{ transport, key: 'walks' }} drafts={false} label="Report" />,
      ),
    );
    await user.type(await screen.findByRole('textbox', { name: /^Report name/ }), 'Hotel');
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '120');
    let found: Step[] | null = null;
    const stop = boundaries.watch((file, name, args) => {
      if (found || file !== 'react/fields/FieldShell.tsx') return;
      // The shell draws the field's frame: its message is the server's text.
      const props = args[0] as { frame?: { message: { text: string } | null } } | undefined;
      if (props?.frame?.message?.text === TEXT) found = here({ file, name });
    });
    await act(() => user.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findAllByText(TEXT)).not.toHaveLength(0);
    stop();
    walks.push({ name: 'errorText', path: found ?? [] });
  });

  it('a lost reply until the one report', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    let found: Step[] | null = null;
    const onError = vi.fn(() => {
      found ??= here({ file: '(the app)', name: 'onError' });
    });
    const user = userEvent.setup();
    harness.renderForm({ drafts: false, onError });
    await user.type(await screen.findByRole('textbox', { name: /^Report name/ }), 'Hotel');
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '120');
    await user.tab();
    mock.faults.set('createReport', { failure: 'lostReply', times: 1 });
    await act(() => user.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    walks.push({ name: 'lostReply', path: found ?? [] });
  });

  afterAll(async () => {
    // At most 12 hops; no room entered twice, but the screen's, where a walk from the user ends.
    for (const { name, path } of walks) {
      expect(path.length - 1, name).toBeLessThanOrEqual(12);
      const rooms = path.map(({ file }) => roomOf(file));
      const again = rooms.filter(
        (room, n) => n > 0 && rooms[n - 1] !== room && rooms.indexOf(room) < n,
      );
      expect(
        again.filter(
          (room, n) => !(room === rooms[0] && n === again.length - 1 && room === rooms.at(-1)),
        ),
        name,
      ).toEqual([]);
    }
    const before = readFileSync(page, 'utf8');
    const { page: written, missing } = withWalks(before, walks);
    // The page as Prettier keeps it (its tables aligned), so a formatted page compares equal.
    const after = await prettier.format(written, {
      ...(await prettier.resolveConfig(page)),
      filepath: page,
    });
    if (process.env.UPDATE_WALKS === '1') writeFileSync(page, after);
    else {
      expect(missing).toEqual([]);
      // Run with UPDATE_WALKS=1 to write the recorded tables into ARCHITECTURE.md.
      expect(after).toBe(before);
    }
  });
});
