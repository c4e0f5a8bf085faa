// react-hook-form before 7.55 has no `createFormControl`: the form uses `useForm`, which in 7.54.0
// returns a new object on each change of its form state. The form's session (and with it every
// field's context) must not change with it, or each load would render every field again.
import { render, screen, waitFor } from '@testing-library/react';
import type * as HookForm from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { useFieldsForm } from '../../../src/index';
import { taxiReportTransport } from '../../fixtures/taxiReport';
import { withQuery } from '../../tools/formHarness';

/** Each `reset` of the form: the hand-over of the loaded values is one. */
const resets = vi.hoisted(() => ({ count: 0 }));

vi.mock('react-hook-form', async (importOriginal) => {
  const actual = await importOriginal<typeof HookForm>();
  return {
    ...actual,
    createFormControl: undefined,
    // As 7.54.0 does: a new object around the same control on every render.
    useForm: (...args: Parameters<typeof actual.useForm>) => {
      const form = actual.useForm(...args);
      return {
        ...form,
        reset: (...values: Parameters<typeof form.reset>) => {
          resets.count += 1;
          form.reset(...values);
        },
      };
    },
  };
});

const transport = taxiReportTransport();

describe('with react-hook-form before 7.55 (useForm)', () => {
  it('keeps one session for the form through its load and hand-over', async () => {
    const sessions = vi.fn<(session: object) => void>();
    function SessionWatcher() {
      const form = useFieldsForm({ source: { transport, key: 'older' }, drafts: false });
      sessions(form.session);
      return <p>{form.status}</p>;
    }
    render(withQuery(<SessionWatcher />));
    expect(await screen.findByText('ready')).toBeInTheDocument();
    // The hand-over of the loaded values to react-hook-form (a reset, when the page is idle).
    await waitFor(() => expect(resets.count).toBeGreaterThan(0));
    expect(new Set(sessions.mock.calls.map(([session]) => session)).size).toBe(1);
  });
});
