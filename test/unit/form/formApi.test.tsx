// What `useFieldsForm` returns: the session's snapshot over handles made once with the session,
// whose actions are the engine's own functions (no copy of them per render).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFieldsForm, type FieldsFormApi } from '../../../src/index';
import { taxiReportTransport } from '../../fixtures/taxiReport';
import { withQuery } from '../../tools/formHarness';

const transport = taxiReportTransport();

describe('the headless form useFieldsForm returns', () => {
  it("gives the engine's own actions, the same across renders, and the state of each render", async () => {
    const seen: FieldsFormApi[] = [];
    function Reader() {
      const form = useFieldsForm({ source: { transport, key: 'api' }, drafts: false });
      seen.push(form);
      return <p>{form.status}</p>;
    }
    render(withQuery(<Reader />));
    expect(await screen.findByText('ready')).toBeInTheDocument();
    const first = seen[0] as FieldsFormApi;
    const last = seen.at(-1) as FieldsFormApi;
    expect(first.status).toBe('loading');
    expect(last.envelope).not.toBeNull();
    // The engine's functions themselves, never wrappers.
    expect(last.undo).toBe(last.engine.undo);
    expect(last.isDirty).toBe(last.engine.isDirty);
    expect(last.saveAnyway).toBe(last.engine.saveAnyway);
    // Made once with the session: the same functions in every render.
    expect(last.submit).toBe(first.submit);
    expect(last.retryLoad).toBe(first.retryLoad);
    expect(last.session).toBe(first.session);
    // A getter of the engine stays one: read when asked, not when the form rendered.
    expect(last.canUndo).toBe(false);
    const { submit, readOnly, engine } = last;
    expect(typeof submit).toBe('function');
    expect(readOnly).toBe(false);
    expect(engine).toBe(first.engine);
  });
});
