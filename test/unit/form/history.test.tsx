// Undo and redo in React (ARCHITECTURE.md "History"): the keys inside an input, the parts, focus,
// the polite status in the form's language, the reason after a save, and the driver's verbs.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MOCK_IDS, ocrResult } from '../../../src/mock';
import { basicEnvelope } from '../../../src/mock/scenarios/basic';
import { RedoButton } from '../../../src/react/history/RedoButton';
import { UndoButton } from '../../../src/react/history/UndoButton';
import { RemainingFields } from '../../../src/react/layout/RemainingFields';
import { SubmitButton } from '../../../src/react/status/SubmitButton';
import { FormStatus } from '../../../src/react/status/FormStatus';
import { createFormDriver } from '../../../src/testing';
import { FieldsFormProvider } from '../../../src/react/form/FieldsFormProvider';
import { useFieldsForm } from '../../../src/react/session/useFieldsForm';
import { historyKeys } from '../../../src/react/history/historyKeys';
import { useFormHistory } from '../../../src/react/history/useFormHistory';
import { mockClient, renderForm, withQuery } from '../../tools/formHarness';
import { mockServer, PNG_BYTES } from '../testing/mockServer';

const { mock, server } = mockServer();
const ORG = MOCK_IDS.swedishOrg;
const recalls = () => mock.requests.filter((request) => request.endpoint === 'recall').length;

const layout = (
  <>
    <RemainingFields />
    <UndoButton />
    <RedoButton />
    <FormStatus />
    <SubmitButton />
  </>
);

describe('undo and redo in a form', () => {
  it('Ctrl+Z inside an input undoes the run of typing; Shift+Ctrl+Z and Ctrl+Y redo', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const user = userEvent.setup();
    renderForm({ children: layout });
    const name = await screen.findByRole('textbox', { name: /^Report name/ });
    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(undo).toBeDisabled();
    expect(undo).toHaveAttribute('aria-keyshortcuts', 'Control+Z Meta+Z');

    await user.type(name, 'Client lunch');
    expect(undo).toBeEnabled();
    await user.keyboard('{Control>}z{/Control}');
    expect(name).toHaveValue('');
    expect(name).toHaveFocus();
    expect(await screen.findByText(/^Undid: Report name/)).toHaveAttribute('aria-live', 'polite');
    expect(redo).toBeEnabled();

    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(name).toHaveValue('Client lunch');
    await user.keyboard('{Control>}z{/Control}');
    await user.keyboard('{Control>}y{/Control}');
    expect(name).toHaveValue('Client lunch');
    expect(screen.getByText(/^Redid: Report name/)).toBeInTheDocument();
  });

  it('the buttons undo across fields, focus follows, and a save says why undo is off', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const user = userEvent.setup();
    renderForm({ children: layout });
    const name = await screen.findByRole('textbox', { name: /^Report name/ });
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    await user.type(name, 'Taxi');
    await user.type(comment, 'To the airport');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(comment).toHaveValue('');
    expect(comment).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(name).toHaveValue('');
    expect(name).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(comment).toHaveValue('To the airport');

    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toBeDisabled();
    expect(undo).toHaveAccessibleDescription('Saved: earlier changes can no longer be undone.');
  });

  it('speaks the form’s language', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const user = userEvent.setup();
    renderForm({ children: layout, locale: 'sv' });
    const [name] = await screen.findAllByRole('textbox');
    if (!name) throw new Error('no text field');
    await user.type(name, 'Taxi');
    await user.click(screen.getByRole('button', { name: 'Ångra' }));
    expect(await screen.findByText(/^Ångrade: /)).toBeInTheDocument();
  });
});

describe('the driver', () => {
  it('undoes three steps across a re-call that changed the fields, and redoes them', async () => {
    const { container } = renderForm();
    const form = createFormDriver(container);
    await form.settled();
    const loaded = await form.values();
    await form.fill('Amount', '250');
    await form.choose('Expense type', 'Representation');
    expect((await form.field('Number of guests')).visible).toBe(true);
    await form.fill('Number of guests', '3');
    const done = await form.values();
    const before = recalls();

    await form.undo();
    await form.undo();
    expect((await form.field('Number of guests')).visible).toBe(false);
    await form.undo();
    expect(await form.values()).toEqual(loaded);
    // The expense type and the amount each re-call (`requiresUpdate`): one re-call each.
    expect(recalls() - before).toBe(2);

    await form.redo();
    await form.redo();
    await form.redo();
    expect(await form.values()).toEqual(done);
    await expect(form.redo()).rejects.toThrow('redo: the form has nothing to redo.');
  });

  it('a receipt and what its scan filled are one step; redo puts the upload back without sending it again', async () => {
    server.use(...ocrResult(mock, { amount: 120.5, currency: 'SEK' }));
    const { container } = renderForm();
    const form = createFormDriver(container);
    await form.settled();
    const loaded = await form.values();
    await form.attach('Receipt', { name: 'lunch.png', type: 'image/png', contents: PNG_BYTES });
    const attached = await form.values();
    expect(attached['verification.amount']).toBe(120.5);
    const uploads = mock.requests.filter((request) => request.endpoint === 'content').length;

    expect(await form.field('Amount')).toMatchObject({ scanned: true });
    await form.undo();
    expect(await form.values()).toEqual(loaded);
    // The scan is undone with its marker.
    expect(await form.field('Amount')).toMatchObject({ scanned: false });
    await form.redo();
    expect(await form.values()).toEqual(attached);
    expect(await form.field('Amount')).toMatchObject({ scanned: true });
    expect(screen.getAllByText(/lunch\.png/).length).toBeGreaterThan(0);
    expect(mock.requests.filter((request) => request.endpoint === 'content')).toHaveLength(uploads);
  });

  it('says when there is nothing to undo, and undoes with the keys of the default form', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const { container } = renderForm();
    const form = createFormDriver(container);
    await expect(form.undo()).rejects.toThrow('undo: the form has nothing to undo.');
    const { name } = await form.values();
    await form.fill('Report name', 'Taxi');
    // The default form listens: the driver's keys undo.
    await form.undo();
    expect((await form.values()).name).toBe(name);
  });

  it('on a screen of your own: fails with the fix until the screen listens to the keys', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    function Screen({ keys }: { keys: boolean }) {
      const form = useFieldsForm({
        source: { organizationId: ORG, client: mockClient() },
        drafts: false,
      });
      return (
        <FieldsFormProvider form={form}>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the form's own shortcuts (the undo keys), as FieldsForm has them */}
          <form
            onSubmit={(event) => event.preventDefault()}
            onKeyDown={keys ? (event) => historyKeys(event, form.engine) : undefined}
          >
            <RemainingFields />
          </form>
        </FieldsFormProvider>
      );
    }
    const deaf = render(withQuery(<Screen keys={false} />));
    await createFormDriver(deaf.container).fill('Report name', 'Taxi');
    // Settled already: the short wait is for the move that never comes.
    const unheard = createFormDriver(deaf.container, { timeoutMs: 1000 });
    await expect(unheard.undo()).rejects.toThrow('historyKeys(event, form.engine)');
    deaf.unmount();

    const { container } = render(withQuery(<Screen keys />));
    const form = createFormDriver(container);
    await form.settled();
    const { name } = await form.values();
    await form.fill('Report name', 'Taxi');
    await form.undo();
    expect((await form.values()).name).toBe(name);
  });

  it('useFormHistory reads an engine it is given outside any form, and fails with the fix without one', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    let engine: ReturnType<typeof useFieldsForm>['engine'] | null = null;
    function Toolbar() {
      const form = useFieldsForm({
        source: { organizationId: ORG, client: mockClient() },
        drafts: false,
      });
      engine = form.engine;
      const { canUndo } = useFormHistory(form.engine);
      return <p>{canUndo ? 'can undo' : 'nothing to undo'}</p>;
    }
    render(withQuery(<Toolbar />));
    expect(await screen.findByText('nothing to undo')).toBeInTheDocument();
    await act(async () => {
      await engine?.whenReady();
      const name = engine?.field('name');
      if (name) engine?.typed(name.key, 'Taxi');
    });
    expect(screen.getByText('can undo')).toBeInTheDocument();
    function Lost() {
      useFormHistory();
      return null;
    }
    expect(() => render(<Lost />)).toThrow('useFormHistory() renders only inside <FieldsForm>');
  });
});
