// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveMessages } from '../../../src/i18n/messages';
import type { ReceiptUploadSnapshot } from '../../../src/receipts/upload/receiptUpload';
import { receiptTexts } from '../../../src/receipts/receiptTexts';

const messages = resolveMessages('en');
const file = new File(['x'], 'r.png', { type: 'image/png' });
const snapshot = (patch: Partial<ReceiptUploadSnapshot>): ReceiptUploadSnapshot => ({
  step: { step: 'idle' },
  notice: null,
  fiscal: null,
  camera: 'off',
  cameraProblem: null,
  attachments: new Map(),
  ...patch,
});

describe('receiptTexts', () => {
  it('says nothing while idle', () => {
    expect(receiptTexts(snapshot({}), messages, 'en')).toEqual({
      problem: null,
      notice: null,
      retry: null,
    });
  });

  it('names the file and both types of a refused mismatch, as text', () => {
    const refused = snapshot({
      step: {
        step: 'refused',
        file: new File(['x'], '<b>r</b>.png'),
        refusal: { reason: 'mismatch', declared: 'image/png', detected: null },
      },
    });
    expect(receiptTexts(refused, messages, 'en')).toEqual({
      problem:
        '<b>r</b>.png was not uploaded: it claims to be image/png but its contents are not a recognised image or PDF.',
      notice: null,
      retry: null,
    });
  });

  it('offers the same file again after a failure, and a smaller version after a 413', () => {
    expect(receiptTexts(snapshot({ step: { step: 'failed', file } }), messages, 'en')).toEqual({
      problem: 'The file could not be uploaded. Try again.',
      notice: null,
      retry: 'Send r.png again',
    });
    expect(receiptTexts(snapshot({ step: { step: 'tooLarge', file } }), messages, 'en').retry).toBe(
      'Send a smaller version',
    );
  });

  it('keeps an upload failure under a camera problem', () => {
    const texts = receiptTexts(
      snapshot({ step: { step: 'failed', file }, cameraProblem: 'missing' }),
      messages,
      'en',
    );
    expect(texts.problem).toBe(
      'No camera was found. Choose a photo of the receipt instead. The file could not be uploaded. Try again.',
    );
    expect(texts.retry).toBe('Send r.png again');
  });

  it('gives the sizes of a smaller photo in the locale', () => {
    const shrunk = snapshot({ notice: { kind: 'shrunk', before: 4_404_019, after: 610_000 } });
    expect(receiptTexts(shrunk, messages, 'en').notice).toBe(
      'Made smaller before sending: 4.4 MB → 610 kB.',
    );
    expect(receiptTexts(snapshot({ notice: { kind: 'cancelled' } }), messages, 'en').notice).toBe(
      'The upload was cancelled.',
    );
  });
});
