import { formatMessage, type FormMessages } from '../i18n/messages';
import { fileSize } from './fileSize';
import type { ReceiptUploadSnapshot } from './upload/receiptUpload';

/** What a receipt control says about its pipeline, in the form's language. */
export interface ReceiptTexts {
  /** The alert: why the file or the camera failed; null when nothing failed. */
  problem: string | null;
  /** The status line's remark (not an error); null when there is none. */
  notice: string | null;
  /** The button that sends the failed file again; null when there is nothing to send again. */
  retry: string | null;
}

/**
 * Puts a snapshot of the receipt pipeline into words. Server and file names are text, never HTML
 * (ARCHITECTURE.md "Server errors").
 *
 * @example
 * const { problem, notice, retry } = receiptTexts(receipts.getSnapshot(), messages, 'en');
 */
export function receiptTexts(
  snapshot: ReceiptUploadSnapshot,
  messages: FormMessages,
  locale: string,
): ReceiptTexts {
  const { step, notice, cameraProblem } = snapshot;
  const name = step.step === 'idle' ? 'file' : step.file.name || 'file';
  const cameraText =
    cameraProblem === 'refused'
      ? messages.cameraRefused
      : cameraProblem === 'missing'
        ? messages.cameraMissing
        : cameraProblem === 'failed'
          ? messages.cameraFailed
          : null;
  let stepText: string | null = null;
  if (step.step === 'refused') {
    const { refusal } = step;
    stepText =
      refusal.reason === 'noUpload'
        ? messages.noUpload
        : refusal.reason === 'unsupported'
          ? formatMessage(messages.wrongType, { name })
          : formatMessage(messages.typeMismatch, {
              name,
              declared: refusal.declared,
              detected: refusal.detected ?? messages.unknownContents,
            });
  } else if (step.step === 'failed') stepText = messages.uploadFailed;
  else if (step.step === 'tooLarge') stepText = messages.tooLarge;
  return {
    // A camera problem is the newer news: it shows first, the upload's problem stays under it.
    problem: [cameraText, stepText].filter(Boolean).join(' ') || null,
    notice:
      notice === null
        ? null
        : notice.kind === 'shrunk'
          ? formatMessage(messages.shrunk, {
              before: fileSize(notice.before, locale),
              after: fileSize(notice.after, locale),
            })
          : notice.kind === 'qrNotFiscal'
            ? messages.qrNotFiscal
            : notice.kind === 'noPreviewQr'
              ? messages.noPreviewQr
              : messages.uploadCancelled,
    retry:
      step.step === 'tooLarge'
        ? messages.sendSmaller
        : step.step === 'failed'
          ? formatMessage(messages.retryFile, { name })
          : null,
  };
}
