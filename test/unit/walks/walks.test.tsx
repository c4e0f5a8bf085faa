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
import { instrumentRooms } from './roomBoundaries';
import { figuresSentence, targetsSentence, withWalks, type Walk } from './walkTable';

/**
 * What a walk meets as a library or the service, as a hand count reads it: the JSON helpers (an
 * own property written, two values compared), the DOM writes of native inputs, and the mock
 * behind the network. react-hook-form's control is made inside the hook, not instrumented.
 */
const LIBRARIES = /^(core\/wire\/json\.ts|dom\/|mock\/)/;
const boundaries = instrumentRooms(undefined, (file) => LIBRARIES.test(file));
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
/** The amount typed: the text, and the number the form reads from it. */
const typedAmount = (value: unknown) => value === '12' || value === 12;

/**
 * The page's requests of `method` as a step of the walk: where it ends (the keystroke's PUT
 * leaves), or one it passes (a re-call's way to the service and back); `sent()` counts them.
 */
function network(method: string, ends: boolean): { sent(): number; restore(): void } {
  let sent = 0;
  const real = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const verb = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (verb === method) {
      sent += 1;
      const step = { file: '(the network)', name: 'fetch' };
      if (ends) boundaries.end(step);
      else boundaries.pass(step);
    }
    return real(input, init);
  });
  return { sent: () => sent, restore: () => spy.mockRestore() };
}

describe('the walks of ARCHITECTURE.md', () => {
  it('a keystroke until the PUT body', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const user = userEvent.setup();
    harness.renderForm({ drafts: false });
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    const puts = network('PUT', true);
    boundaries.follow(typedAmount);
    // No blur: the re-call goes after the typing pause, on the form's timer.
    await user.type(amount, '12');
    await waitFor(() => expect(puts.sent()).toBe(1), { timeout: 3000 });
    walks.push({ name: 'keystroke', steps: boundaries.stop() });
    puts.restore();
  });

  it('a server errorText until the screen', async () => {
    const TEXT = 'The service says: too much for one lunch.';
    const envelope = parseEnvelope(basicEnvelope());
    // The test's transport is the service: the walk starts where its reply comes in.
    const transport: FieldsTransport = boundaries.standIn(
      {
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
      },
      '(the service)',
    );
    const user = userEvent.setup();
    render(
      harness.withQuery(
        <FieldsForm source={{ transport, key: 'walks' }} drafts={false} label="Report" />,
      ),
    );
    await user.type(await screen.findByRole('textbox', { name: /^Report name/ }), 'Hotel');
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '120');
    let drawn = false;
    boundaries.follow(
      (value) => value === TEXT,
      (file, _name, args) => {
        // The shell draws the field's frame: its message is the server's text.
        const props = args[0] as { frame?: { message: { text: string } | null } } | undefined;
        drawn ||= file === 'react/fields/FieldShell.tsx' && props?.frame?.message?.text === TEXT;
        return drawn;
      },
    );
    await act(() => user.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(drawn).toBe(true));
    walks.push({ name: 'errorText', steps: boundaries.stop() });
  });

  it('a lost reply until the one report', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const onError = vi.fn(() => boundaries.end({ file: '(the app)', name: 'onError' }));
    const user = userEvent.setup();
    harness.renderForm({ drafts: false, onError });
    await user.type(await screen.findByRole('textbox', { name: /^Report name/ }), 'Hotel');
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '120');
    await user.tab();
    mock.faults.set('createReport', { failure: 'lostReply', times: 1 });
    // The datum is the failure: the network's error, and whatever the form wraps it in.
    boundaries.follow((value) => value instanceof Error, undefined, {
      file: '(the network)',
      name: 'fetch',
    });
    await act(() => user.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    walks.push({ name: 'lostReply', steps: boundaries.stop() });
  });

  it('a re-call until the new envelope is drawn', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const user = userEvent.setup();
    harness.renderForm({ drafts: false });
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    // The reply's fields, once it comes: the walk ends where the screen draws one of them.
    let reply: ReadonlySet<unknown> = new Set();
    const stop = boundaries.watch((file, name, args) => {
      const envelope = args[0] as FieldsEnvelope | undefined;
      if (file === 'core/session/recall/replies.ts' && name === 'take' && envelope)
        reply = new Set(envelope.fields);
    });
    let drawn = false;
    boundaries.follow(typedAmount, (file, _name, args) => {
      // The shell draws a field's frame: a field of the reply is drawn.
      const props = args[0] as { item?: unknown } | undefined;
      drawn ||= file === 'react/fields/FieldShell.tsx' && reply.has(props?.item);
      return drawn;
    });
    const puts = network('PUT', false);
    // The re-call goes after the typing pause, as in the keystroke's walk.
    await user.type(amount, '12');
    await waitFor(() => expect(drawn).toBe(true), { timeout: 3000 });
    walks.push({ name: 'recall', steps: boundaries.stop() });
    puts.restore();
    stop();
  });

  afterAll(async () => {
    // The targets are a report while the engine is redesigned: printed, and written on the page.
    for (const { name, steps } of walks)
      console.log(`${name}: ${figuresSentence(steps)} ${targetsSentence(steps)}`);
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
