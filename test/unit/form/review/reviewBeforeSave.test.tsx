import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_IDS } from '../../../../src/mock';
import { basicEnvelope } from '../../../../src/mock/scenarios/basic';
import { FieldsForm } from '../../../../src/react/form/FieldsForm';
import { FieldsFormProvider } from '../../../../src/react/form/FieldsFormProvider';
import { RemainingFields } from '../../../../src/react/layout/RemainingFields';
import { SubmitButton } from '../../../../src/react/status/SubmitButton';
import { useFieldsForm, type FieldsFormApi } from '../../../../src/react/session/useFieldsForm';
import { mockClient, renderForm, setupMockServer, withQuery } from '../../../tools/formHarness';

const mock = setupMockServer();
const ORG = MOCK_IDS.swedishOrg;
const creates = () => mock.requests.filter((request) => request.endpoint === 'createReport');
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');
const step = () => screen.getByRole('dialog', { name: 'Review your changes' });

/** The basic form with the name and amount typed, Save not yet pressed. */
async function typed(props: Parameters<typeof renderForm>[0] = {}) {
  mock.state.setEnvelope(ORG, basicEnvelope());
  const user = userEvent.setup();
  renderForm({ reviewBeforeSave: true, drafts: false, ...props });
  await user.type(await screen.findByRole('textbox', { name: /^Report name/ }), 'Client visit');
  await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '1350');
  return user;
}

describe('reviewBeforeSave', () => {
  it('shows the changes against the loaded form in Save’s place, focused, and saves on Confirm', async () => {
    const user = await typed();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = step();
    expect(dialog).toHaveAccessibleDescription('Check your changes, then save.');
    expect(within(dialog).getByRole('heading', { name: 'Review your changes' })).toHaveFocus();
    const rows = within(within(dialog).getByRole('table', { name: 'Changed (2)' }))
      .getAllByRole('row')
      .map((row) => plain(row.textContent));
    expect(rows).toEqual([
      'FieldBeforeNow',
      'Report name(empty)Client visit',
      'Amount(empty)1,350.00',
    ]);
    // Nothing left yet, and Save is not on screen to be pressed twice.
    expect(creates()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));
    await screen.findByText('Saved.');
    expect(creates()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes back with every value kept, by Back or Escape, focus on Save again', async () => {
    const user = await typed();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(step()).getByRole('button', { name: 'Back to editing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Report name/ })).toHaveValue('Client visit');
    // Enter in a field is Save too; Escape anywhere in the step goes back.
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '{Enter}');
    expect(step()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('1,350.00');
    expect(creates()).toHaveLength(0);
  });

  it('never asks to review a save the form’s own checks refuse', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const user = userEvent.setup();
    const onError = vi.fn();
    renderForm({ reviewBeforeSave: true, drafts: false, onError });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Report name/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Report name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onError).toHaveBeenCalledTimes(1);
    expect(creates()).toHaveLength(0);
  });

  it('says when nothing changed, and still saves', async () => {
    const envelope = basicEnvelope();
    for (const field of envelope.fields as { property: string; value?: unknown }[]) {
      if (field.property === 'name') field.value = 'Kept as loaded';
      if (field.property === 'verification.amount') field.value = 120;
    }
    mock.state.setEnvelope(ORG, envelope);
    const user = userEvent.setup();
    renderForm({ reviewBeforeSave: true, drafts: false });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(step()).toHaveAccessibleDescription(
      'You have not changed anything since the form was loaded. You can still save it.',
    );
    expect(within(step()).queryByRole('table')).toBeNull();
    await user.click(within(step()).getByRole('button', { name: 'Confirm and save' }));
    await screen.findByText('Saved.');
    expect(creates()).toHaveLength(1);
  });

  it('keeps the step while the save is out, then puts focus on Try again after a failure', async () => {
    const user = await typed();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    mock.faults.set('createReport', { failure: 'server', times: 1 });
    await user.click(within(step()).getByRole('button', { name: 'Confirm and save' }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await waitFor(() => expect(retry).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
    // Trying the reviewed save again with the same values saves at once.
    await user.click(retry);
    await screen.findByText('Saved.');
    expect(creates()).toHaveLength(2);
  });

  it('in Swedish, with the headless form: submit() opens the step, confirmReview() saves', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const handle: { form?: FieldsFormApi } = {};
    function Screen() {
      const headless = useFieldsForm({
        source: { organizationId: ORG, client: mockClient() },
        locale: 'sv',
        reviewBeforeSave: true,
        drafts: false,
      });
      handle.form = headless;
      return (
        <FieldsFormProvider form={headless}>
          <RemainingFields />
          <SubmitButton />
          <p>{headless.reviewing ? 'reviewing' : 'editing'}</p>
        </FieldsFormProvider>
      );
    }
    const user = userEvent.setup();
    render(withQuery(<Screen />));
    await user.type(await screen.findByRole('textbox', { name: /^Rapportens namn/ }), 'Lunch');
    await user.type(screen.getByRole('textbox', { name: /^Belopp/ }), '120');
    await act(async () => void (await handle.form?.submit()));
    expect(screen.getByText('reviewing')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Granska dina ändringar' })).toBeInTheDocument();
    handle.form?.cancelReview();
    await screen.findByText('editing');
    await act(async () => void (await handle.form?.submit()));
    await act(async () => void (await handle.form?.confirmReview()));
    expect(creates()).toHaveLength(1);
    expect(handle.form?.submitState).toBe('submitted');
  });

  it('saves at once without the option', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const user = userEvent.setup();
    renderForm({ drafts: false });
    await user.type(await screen.findByRole('textbox', { name: /^Report name/ }), 'Lunch');
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(creates()).toHaveLength(1);
  });

  it('shows a read-only form and a review as ever: no Save, no step', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const { unmount } = renderForm({ reviewBeforeSave: true, readOnly: true, drafts: false });
    await screen.findByRole('textbox', { name: /^Report name/ });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    unmount();
    renderForm({ reviewBeforeSave: true, mode: 'review', drafts: false });
    await screen.findByText('Report name');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('draws the step where a custom layout puts <SubmitButton />', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const user = userEvent.setup();
    render(
      withQuery(
        <FieldsForm
          source={{ organizationId: ORG, client: mockClient() }}
          reviewBeforeSave
          drafts={false}
        >
          <RemainingFields />
          <section aria-label="Actions">
            <SubmitButton>Send</SubmitButton>
          </section>
        </FieldsForm>,
      ),
    );
    await user.type(await screen.findByRole('textbox', { name: /^Report name/ }), 'Lunch');
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '120');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const actions = screen.getByRole('region', { name: 'Actions' });
    expect(within(actions).getByRole('dialog', { name: 'Review your changes' })).toBeVisible();
    await user.click(within(actions).getByRole('button', { name: 'Back to editing' }));
    expect(within(actions).getByRole('button', { name: 'Send' })).toHaveFocus();
  });
});
