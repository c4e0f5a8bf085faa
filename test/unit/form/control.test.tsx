// The react-hook-form control a form exposes holds the loaded envelope's values whenever code
// reads it: the store port hands them over on that read, before the idle moment it waits for.
import { render, screen } from '@testing-library/react';
import * as hookForm from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { useFieldsForm } from '../../../src/index';
import { taxiReportTransport } from '../../fixtures/taxiReport';
import { withQuery } from '../../tools/formHarness';

// Counts the controls made: a mount makes none (the store port answers from its own copy).
vi.mock('react-hook-form', async (importOriginal) => {
  const actual = await importOriginal<typeof hookForm>();
  return { ...actual, createFormControl: vi.fn(actual.createFormControl) };
});
const made = () => vi.mocked(hookForm.createFormControl).mock.calls.length;

const transport = taxiReportTransport();

function ControlReader() {
  const form = useFieldsForm({ source: { transport, key: 'control' }, drafts: false });
  if (form.status !== 'ready') return <p>loading</p>;
  // Read in the render that first shows the loaded form, before the page has been idle.
  return <p>name in the control: {String(form.control._formValues.f_name)}</p>;
}

describe("a form's react-hook-form control", () => {
  it('is not made to show a loaded form, and is made when its values are needed', async () => {
    const before = made();
    const shown = vi.fn<(madeSoFar: number) => void>();
    function ShownWatcher() {
      const form = useFieldsForm({ source: { transport, key: 'lazy' }, drafts: false });
      if (form.status !== 'ready') return <p>loading</p>;
      // The render that first shows the loaded form, without reading `control`.
      shown(made());
      return <p>shown</p>;
    }
    render(withQuery(<ShownWatcher />));
    expect(await screen.findByText('shown')).toBeInTheDocument();
    expect(shown.mock.calls[0]?.[0]).toBe(before);
    // The idle hand-over gives react-hook-form the values: the control is made then.
    await vi.waitFor(() => expect(made()).toBe(before + 1), { timeout: 3000 });
  });

  it('holds the loaded values when read, in the render that shows them first', async () => {
    render(withQuery(<ControlReader />));
    expect(await screen.findByText('name in the control: Taxi')).toBeInTheDocument();
  });
});
