// `onEvent` on `<FieldsForm>` / `useFieldsForm` reaches the session: the app hears the
// load and each re-call as exchanges, and a prop removed between renders stops the calls.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ExchangeEvent, SessionEvent } from '../../../src';
import { FieldsForm } from '../../../src/react/form/FieldsForm';
import { MOCK_IDS } from '../../../src/mock';
import { basicEnvelope } from '../../../src/mock/scenarios/basic';
import { mockClient, setupMockServer, withQuery } from '../../tools/formHarness';

const mock = setupMockServer();
const ORG = MOCK_IDS.swedishOrg;

describe('onEvent on the form', () => {
  it('hears the load and a re-call as exchanges, and nothing once the prop is gone', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const onEvent = vi.fn((_event: SessionEvent) => undefined);
    const client = mockClient();
    const form = (listener?: (event: SessionEvent) => void) =>
      withQuery(
        <FieldsForm
          source={{ organizationId: ORG, client }}
          label="Report"
          drafts={false}
          recallDelayMs={300}
          {...(listener ? { onEvent: listener } : {})}
        />,
      );
    const view = render(form(onEvent));
    const exchanges = () =>
      onEvent.mock.calls
        .map(([event]) => event)
        .filter((event): event is ExchangeEvent => event.type === 'exchange')
        .map(({ kind, phase }) => `${kind}:${phase}`);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }), '120');
    await user.tab(); // leaving the field sends its re-call
    await waitFor(() => expect(exchanges()).toContain('recall:applied'));
    expect(exchanges().slice(0, 2)).toEqual(['load:sent', 'load:applied']);
    expect(exchanges()).toContain('recall:sent');
    expect(mock.requests.filter((request) => request.endpoint === 'recall')).toHaveLength(1);

    // The prop removed: the session no longer calls it (an undefined setting is cleared).
    view.rerender(form());
    const heard = onEvent.mock.calls.length;
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    await user.clear(amount);
    await user.type(amount, '80');
    await user.tab();
    // Its re-call went and came back: the form is settled (the marker drivers read says so).
    const marker = () => view.container.querySelector('[data-ef-form]');
    await waitFor(() => {
      expect(mock.requests.filter((request) => request.endpoint === 'recall')).toHaveLength(2);
      expect(marker()?.getAttribute('data-ef-settled')).toBe('true');
    });
    expect(onEvent).toHaveBeenCalledTimes(heard);
  });
});
