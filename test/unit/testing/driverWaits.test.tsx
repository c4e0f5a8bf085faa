// Bad input: the driver's waits on a form that is not settled. A verb on a field the
// form does not show fails at once (it does not wait for the form first), and settled() gives up
// after 5 s by default, naming what is still out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOCK_IDS, slowRecall } from '../../../src/mock';
import { basicEnvelope } from '../../../src/mock/scenarios/basic';
import { createFormDriver, type FormDriver } from '../../../src/testing';
import { renderForm } from '../../tools/formHarness';
import { mockServer } from './mockServer';

const { mock, server } = mockServer();

/** The basic form with its amount's re-call held by the mock: the form is not settled. */
async function heldForm(): Promise<{ container: HTMLElement; form: FormDriver }> {
  mock.state.setEnvelope(MOCK_IDS.swedishOrg, basicEnvelope());
  server.use(...slowRecall(mock));
  const { container } = renderForm();
  // A driver that gives up early starts the re-call; the form's own driver keeps the default.
  await expect(
    createFormDriver(container, { timeoutMs: 300 }).fill('Amount', '6000'),
  ).rejects.toThrow('Not settled after 0.3 s: re-call');
  return { container, form: createFormDriver(container) };
}

describe('a verb on a field the form does not show, while a re-call is out', () => {
  let form: FormDriver;
  beforeEach(async () => {
    ({ form } = await heldForm());
  });
  afterEach(() => mock.faults.clear());

  // The budget is the test's own timeout, far below the 5 s a wait for the form would take.
  it('fails at once, naming the fields the form shows', { timeout: 1000 }, async () => {
    expect(await form.status()).toBe('updating');
    await expect(form.fill('Tip', '5')).rejects.toThrow(
      'fill: the form shows no field "Tip". It shows: Report name (name), Amount (verification.amount), ' +
        'Number of guests (verification.representation.numberOfGuests), Paid with the company card (cardLiability), ' +
        'Comment (comment), Hologram (x.hologram) (a reply is still out: await settled() first if it adds the field).',
    );
    await expect(form.toggle('Report name')).rejects.toThrow(
      'toggle: "Report name" (name) is a text field; toggle drives switch fields.',
    );
  });
});

describe('settled() by default', () => {
  afterEach(() => {
    vi.useRealTimers();
    mock.faults.clear();
  });

  it('waits 5 s, then fails naming the re-call and how long it has been out', async () => {
    const { container, form } = await heldForm();
    // The clock starts where the re-call went out, so its age reads exactly as the wait's.
    const marker = container.querySelector('[data-ef-form]');
    const [recall] = JSON.parse(marker?.getAttribute('data-ef-activity') ?? '[]') as {
      since: number;
    }[];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: recall?.since });
    let outcome: unknown = 'waiting';
    void form.settled().then(
      () => (outcome = 'settled'),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(4999);
    expect(outcome).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toMatch(
      /^Not settled after 5\.0 s: re-call PUT \S+\/fields sent 5\.0 s ago\.$/,
    );
  });
});
