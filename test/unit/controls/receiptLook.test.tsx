// A second look gets the receipt's behaviour from `useReceiptControl` alone: plain markup of other
// class names, made only from the hook's props, uploads a picked file, shows its file part, fills
// the fields the scan read, and marks a refused file's problem.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { controlTypeEntry, useReceiptControl, type ControlProps } from '../../../src/index';
import { controlTypeOf } from '../../../src/core/index';
import { receiptInput, renderForm, setupMockServer } from '../../tools/formHarness';

const mock = setupMockServer();
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 7, 7, 7,
]);
const uploads = () => mock.requests.filter((request) => request.endpoint === 'content');

/** A receipt in another design system: cards and a file button, its own classes, the hook only. */
function OtherReceipt(props: ControlProps) {
  const receipt = useReceiptControl(props);
  const { pick, problem } = receipt;
  return (
    <div className="other-drop" {...receipt.rootProps}>
      {receipt.files.map((file) => {
        const remove = receipt.getRemoveFileProps(file);
        return (
          <article key={file.content.id} className="other-card" {...receipt.getFileProps(file)}>
            <h4>{file.text}</h4>
            {remove ? <button {...remove}>{file.removeText}</button> : null}
          </article>
        );
      })}
      {pick ? (
        <label className="other-file-button">
          <input className="other-hidden" {...pick.inputProps} />
          <span {...pick.wordsProps} />
        </label>
      ) : null}
      <small {...receipt.statusProps}>{receipt.notice}</small>
      {problem ? (
        <aside className="other-alert" {...problem.props}>
          {problem.text}
        </aside>
      ) : null}
    </div>
  );
}

const controls = {
  CONTENT_HOLDER: controlTypeEntry(controlTypeOf('CONTENT_HOLDER'), {
    component: OtherReceipt,
    label: 'label',
    commit: 'change',
  }),
};

describe('useReceiptControl in another look', () => {
  it('uploads a file picked in other markup, shows its file part and pre-fills from the scan', async () => {
    const user = userEvent.setup();
    const { container } = renderForm({ controls });
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    const input = await receiptInput();
    expect(input).toHaveClass('other-hidden');
    expect(input).toHaveAccessibleName('Choose file, Receipt');
    expect(input.closest('[data-ef-kind="file"]')).toHaveClass('other-drop');
    await user.upload(input, new File([PNG], 'lunch.png', { type: 'image/png' }));
    const card = await waitFor(() => {
      const found = container.querySelector('[data-ef-part="file"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(card).toHaveClass('other-card');
    expect(card).toHaveAttribute('data-ef-value', 'lunch.png');
    expect(within(card).getByRole('heading')).toHaveTextContent('Attached: lunch.png');
    expect(uploads()).toHaveLength(1);
    expect(new URL(uploads()[0]?.url ?? '').searchParams.get('action')).toBe('scan');
    const scan = mock.state.contents.values().next().value?.scanResult;
    await waitFor(() => expect(amount).toHaveValue(`SEK\u00a0${(scan?.amount ?? 0).toFixed(2)}`));
    const remove = within(card).getByRole('button', { name: 'Remove lunch.png' });
    expect(remove).toHaveAttribute('data-ef-part', 'remove-file');
    await user.click(remove);
    expect(container.querySelector('[data-ef-part="file"]')).toBeNull();
  });

  it('marks a refused file as the field problem, before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderForm({ controls });
    await user.upload(
      await receiptInput(),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveClass('other-alert');
    expect(alert).toHaveAttribute('data-ef-part', 'file-problem');
    expect(alert).toHaveTextContent(/only images and PDF files are accepted/);
    expect(container.querySelector('[data-ef-part="file"]')).toBeNull();
    expect(uploads()).toHaveLength(0);
  });
});
