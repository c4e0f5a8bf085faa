import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MOCK_IDS } from '../../../src/mock';
import { createFormDriver } from '../../../src/testing';
import { receiptInput, renderForm, setupMockServer } from '../../tools/formHarness';
import { shownDate } from '../../tools/dateSegments';

const mock = setupMockServer();
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 7, 7, 7,
]);
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0]);
const uploads = () => mock.requests.filter((request) => request.endpoint === 'content');

describe('CONTENT_HOLDER', () => {
  it.each([
    [
      'a PDF named .png',
      new File([PDF], 'receipt.png', { type: 'image/png' }),
      /claims to be image\/png but its contents are application\/pdf/,
    ],
    [
      'an executable named .jpg',
      new File([EXE], 'photo.jpg', { type: 'image/jpeg' }),
      /claims to be image\/jpeg but its contents are not a recognised image or PDF/,
    ],
    [
      'a text file',
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      /only images and PDF files are accepted/,
    ],
  ])('refuses %s before any upload', async (_name, file, message) => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    await user.upload(await receiptInput(), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(uploads()).toHaveLength(0);
  });

  it('uploads the receipt with OCR, attaches it, and pre-fills where the user has not typed, marked scanned', async () => {
    const user = userEvent.setup();
    renderForm();
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    await user.type(screen.getByRole('textbox', { name: /^VAT amount/ }), '1.00'); // typed: must survive the scan
    await user.upload(
      await receiptInput(),
      new File([PNG], 'Kvitto café.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Attached: Kvitto café.png')).toBeInTheDocument();
    const [request] = uploads();
    const url = new URL(request?.url ?? '');
    expect(url.searchParams.get('action')).toBe('scan');
    expect(url.searchParams.get('organizationId')).toBe(MOCK_IDS.swedishOrg);
    expect(request?.headers['content-type']).toBe('image/png');
    expect(request?.headers['x-content-name']).toBe('Kvitto%20caf%C3%A9.png');
    expect(request?.headers).not.toHaveProperty('qrscan');
    const scan = mock.state.contents.values().next().value?.scanResult;
    // Shown in the form's currency while idle.
    await waitFor(() => expect(amount).toHaveValue(`SEK\u00a0${(scan?.amount ?? 0).toFixed(2)}`));
    expect(screen.getByRole('textbox', { name: /^VAT amount/ })).toHaveValue('SEK\u00a01.00');
    expect(await shownDate(/^Purchase date/)).toBe(scan?.purchaseDate);
    const amountField = amount.closest('[data-field]') as HTMLElement;
    expect(within(amountField).getByText('From receipt')).toBeInTheDocument();
    const vatField = screen
      .getByRole('textbox', { name: /^VAT amount/ })
      .closest('[data-field]') as HTMLElement;
    expect(within(vatField).queryByText('From receipt')).toBeNull();
    // The amount is a re-call trigger: the filled value goes to the server with the scanned marker.
    await waitFor(() =>
      expect(mock.requests.some((entry) => entry.endpoint === 'recall')).toBe(true),
    );
  });

  it('does not overwrite an amount the user typed', async () => {
    const user = userEvent.setup();
    renderForm();
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    await user.type(amount, '77');
    await user.upload(await receiptInput(), new File([PNG], 'r.png', { type: 'image/png' }));
    expect(await screen.findByText('Attached: r.png')).toBeInTheDocument();
    // Shown formatted while idle; the value is what was typed.
    expect(amount).toHaveValue('SEK\u00a077.00');
  });

  it('keeps several attachments as an array of Content, without OCR', async () => {
    mock.state.setEnvelope(MOCK_IDS.swedishOrg, {
      fields: [
        {
          name: 'Attachments',
          property: 'verification.attachments',
          controlType: 'CONTENT_HOLDER',
          visible: true,
          value: [],
        },
      ],
    });
    const user = userEvent.setup();
    renderForm();
    const input = (await screen.findByLabelText('Attachments', {
      selector: 'input[type=file]:not([capture])',
    })) as HTMLInputElement;
    expect(input.multiple).toBe(true);
    await user.upload(input, [
      new File([PDF], 'a.pdf', { type: 'application/pdf' }),
      new File([PNG], 'b.png', { type: 'image/png' }),
    ]);
    expect(await screen.findByText('Attached: a.pdf')).toBeInTheDocument();
    expect(await screen.findByText('Attached: b.png')).toBeInTheDocument();
    expect(uploads().map((request) => new URL(request.url).searchParams.get('action'))).toEqual([
      null,
      null,
    ]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mock.requests.some((request) => request.endpoint === 'createReport')).toBe(true),
    );
    const body = mock.requests.find((request) => request.endpoint === 'createReport')?.body as {
      fields: { value: { name: string }[] }[];
    };
    expect(body.fields[0]?.value.map((content) => content.name).sort()).toEqual(['a.pdf', 'b.png']);
  });

  it('names each way in by its visible words, then the field label (WCAG 2.5.3), and keeps the label', async () => {
    const user = userEvent.setup();
    renderForm();
    const input = await receiptInput();
    // The words the user sees on the styled button over which the input lies.
    const visible = () =>
      input.parentElement?.querySelector(':scope > [aria-hidden="true"]')?.textContent;
    expect(visible()).toBe('Choose file');
    expect(input).toHaveAccessibleName('Choose file, Receipt');
    expect(input.labels?.[0]).toHaveTextContent(/^Receipt$/);
    const camera = screen.getByLabelText('Take a photo, Receipt');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAccessibleName('Take a photo, Receipt');
    await user.upload(input, new File([PDF], 'one.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Attached: one.pdf')).toBeInTheDocument();
    expect(visible()).toBe('Replace the file');
    expect(await receiptInput()).toHaveAccessibleName('Replace the file, Receipt');
  });

  it('names the attachments picker with its own label, mandatory mark included', async () => {
    mock.state.setEnvelope(MOCK_IDS.swedishOrg, {
      fields: [
        {
          name: 'Attachments',
          property: 'verification.attachments',
          controlType: 'CONTENT_HOLDER',
          visible: true,
          mandatory: true,
          value: [],
        },
      ],
    });
    renderForm();
    const input = await screen.findByLabelText(/^Attachments/, {
      selector: 'input[type=file]:not([capture])',
    });
    expect(input).toHaveAccessibleName('Choose file, Attachments (required)');
    expect(screen.getByLabelText('Take a photo, Attachments')).toHaveAccessibleName(
      'Take a photo, Attachments',
    );
  });

  it('replaces and removes the attachment', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.upload(
      await receiptInput(),
      new File([PDF], 'one.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Attached: one.pdf')).toBeInTheDocument();
    await user.upload(
      await receiptInput(),
      new File([PDF], 'two.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Attached: two.pdf')).toBeInTheDocument();
    expect(screen.queryByText('Attached: one.pdf')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove two.pdf' }));
    expect(screen.queryByText(/^Attached:/)).toBeNull();
  });

  it('after a save with no receipt, still shows its label and says that no file is attached', async () => {
    const form = createFormDriver(renderForm().container);
    await form.fill('Report name', 'Lunch');
    await form.fill('Amount', '12');
    await form.setDate('Purchase date', '2024-05-02');
    await form.choose('Category', 'Meals');
    expect(await form.submit()).toBe('warnings'); // no receipt: a warning only
    expect(await form.saveAnyway()).toBe('saved');
    const field = screen.getByText('Receipt', { selector: 'label' }).closest('[data-field]');
    expect(field).not.toBeNull();
    // The saved report cannot take a file: the box says so, named by the field's label.
    expect(screen.getByLabelText('Receipt')).toHaveTextContent('No file attached.');
    expect(within(field as HTMLElement).queryByRole('button')).toBeNull();
  });
});
