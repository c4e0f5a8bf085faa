import type { ClipboardEvent, DragEvent, FocusEvent, Ref, RefObject } from 'react';
import { useRef } from 'react';
import { holdsFiles } from '../core/controlTypes/layout/contentHolder';
import { isJsonObject } from '../core/wire/json';
import { prefillFromScan } from '../core/receipts/prefillFromScan';
import type { Content, JsonValue } from '../core/wire/model/types';
import { formatMessage } from '../i18n/messages';
import type { ControlProps } from '../registry/types';
import { fileSize } from './fileSize';
import { fiscalSummary, type FiscalSummary } from './fiscalSummary';
import { isSending, type ReceiptUploadSettings } from './upload/receiptUpload';
import { receiptTexts } from './receiptTexts';
import { useReceiptUpload } from './upload/useReceiptUpload';

const ACCEPT = 'image/*,application/pdf';
const isContent = (value: unknown): value is Content =>
  isJsonObject(value as JsonValue) && typeof (value as { id?: unknown }).id === 'string';

/** A button of the control: what to spread on it. */
export interface ReceiptButtonProps {
  type: 'button';
  onClick: () => void;
  'data-ef-part'?: 'remove-file';
}

/** One attached file, as a look shows it. */
export interface ReceiptFile {
  content: Content;
  /** "Attached: receipt.jpg". */
  text: string;
  /** The picked image's object URL, when the browser draws it (never for a PDF). */
  image: string | null;
  /** The tile's word for a file with no image: `PDF`, `HEIC` or `IMG`. */
  badge: string;
  /** The picked size ("1.2 MB"), known for files picked on this page. */
  sizeText: string | null;
  /** "No preview" for a photo the browser cannot draw (HEIC). */
  noPreviewText: string | null;
  /** A picked PDF opened in a new tab. */
  open: { href: string; text: string } | null;
  removeText: string;
}

/** What {@link useReceiptControl} gives a look: files, pipeline state, words and element props. */
export interface UseReceiptControlResult {
  files: readonly ReceiptFile[];
  /** Files can be attached and removed (not disabled, not read-only). */
  editable: boolean;
  /** A file is on its way (checked, read, shrunk or uploaded). */
  busy: boolean;
  /** While busy: "Uploading" and the bytes sent (total 0 until the transport reports them). */
  progress: { label: string; loaded: number; total: number } | null;
  /** The status line's remark (shrunk, not a fiscal code, cancelled), or null. */
  notice: string | null;
  /** Why a file or the camera failed, the alert's props, and a retry button when one can help. */
  problem: {
    text: string;
    props: { role: 'alert'; 'data-ef-part': 'file-problem' };
    retry: { props: ReceiptButtonProps; text: string } | null;
  } | null;
  /** The last fiscal QR code read, in words. */
  fiscal: FiscalSummary | null;
  /** The composite root: it takes dropped and pasted files. */
  rootProps: {
    'data-ef-kind': 'file';
    'data-busy': true | undefined;
    onDragOver: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
    onPaste: (event: ClipboardEvent) => void;
  };
  getFileProps(file: ReceiptFile): { 'data-ef-part': 'file'; 'data-ef-value': string };
  /** Null while files cannot be removed. */
  getRemoveFileProps(file: ReceiptFile): ReceiptButtonProps | null;
  /** Nothing attached and no way to attach: an `<output>` the label names, with its words. */
  empty: {
    props: { id: string; 'aria-describedby': string | undefined };
    text: string;
  } | null;
  dropText: string;
  /**
   * The file picker. Its name is the visible words, then the field's label ("Choose file,
   * Receipt"); `wordsProps` go on a hidden element holding the words (its children included).
   */
  pick: {
    inputProps: {
      ref: Ref<HTMLInputElement>;
      id: string;
      type: 'file';
      accept: string;
      multiple: boolean;
      'aria-labelledby': string;
      'aria-invalid': true | undefined;
      'aria-describedby': string;
      onChange: (event: { target: HTMLInputElement }) => void;
      onBlur: (event: FocusEvent) => void;
    };
    text: string;
    wordsProps: { id: string; hidden: true; children: string };
  } | null;
  /** The phone camera's picker (`capture`). */
  camera: {
    inputProps: {
      type: 'file';
      accept: string;
      capture: 'environment';
      'aria-label': string;
      onChange: (event: { target: HTMLInputElement }) => void;
    };
    text: string;
  } | null;
  /** Reading a fiscal QR code with the camera (items with `qrCodeSupported`). */
  scan: {
    /** Starts or stops the scan; null while files cannot be attached. */
    buttonProps: ReceiptButtonProps | null;
    text: string;
    videoProps: {
      ref: RefObject<HTMLVideoElement | null>;
      hidden: boolean;
      playsInline: true;
      'aria-hidden': true;
    };
  } | null;
  /** The status line, which the picker lists in `aria-describedby`. */
  statusProps: { id: string; role: 'status' };
  /** Cancels the upload under way; null when none is. */
  cancel: { props: ReceiptButtonProps; text: string } | null;
}

/**
 * The behaviour of a CONTENT_HOLDER, for any look: attach a receipt or attachments (spec 2.7, 4.3)
 * by drop, paste, the file picker or the phone camera; the pipeline (type check, fiscal QR,
 * smaller photos, paced upload with progress, retry, cancel) is `createReceiptUpload`, whose
 * snapshot this puts into words and props. The receipt is uploaded with OCR (`action=scan`); its
 * `scanResult` fills amount, tax, currency, date and category where the user has not typed.
 * Files carry `data-ef-part="file"` with the file's name in `data-ef-value`.
 *
 * @example
 * function MyReceipt(props: ControlProps) {
 *   const receipt = useReceiptControl(props);
 *   return (
 *     <div {...receipt.rootProps}>
 *       {receipt.files.map((file) => (
 *         <MyCard key={file.content.id} {...receipt.getFileProps(file)}>{file.text}</MyCard>
 *       ))}
 *       {receipt.pick ? <MyFileButton {...receipt.pick.inputProps}>{receipt.pick.text}</MyFileButton> : null}
 *       <p {...receipt.statusProps}>{receipt.notice}</p>
 *     </div>
 *   );
 * }
 */
export function useReceiptControl(props: ControlProps): UseReceiptControlResult {
  const { inputRef, item, messages, locale, id } = props;
  const multiple = holdsFiles({ property: item.property, value: props.value as JsonValue });
  const contents = (
    multiple
      ? Array.isArray(props.value)
        ? props.value
        : []
      : isContent(props.value)
        ? [props.value]
        : []
  ) as Content[];
  const editable = !props.disabled && !props.readOnly;
  const [snapshot, receipts] = useReceiptUpload(editable && Boolean(props.upload));
  const video = useRef<HTMLVideoElement>(null);
  const settings: ReceiptUploadSettings = {
    upload: props.upload,
    imageLimits: props.imageLimits,
    qrCodeSupported: Boolean(item.qrCodeSupported),
    scan: item.property === 'verification.receiptAttachment',
  };
  const busy = isSending(snapshot.step);
  const texts = receiptTexts(snapshot, messages, locale);

  /** Prefills from each scanned receipt, then sets the value once: none is lost. */
  const attach = (uploaded: readonly Content[]) => {
    for (const content of uploaded)
      if (content.scanResult) props.prefill(prefillFromScan(content.scanResult));
    if (uploaded.length === 0) return;
    props.onChange(multiple ? [...contents, ...uploaded] : uploaded[0]);
  };
  const onFiles = async (files: FileList | readonly File[] | null) => {
    const list = files ? [...files] : [];
    attach(await receipts.take(multiple ? list : list.slice(0, 1), settings));
  };
  const retry = async () => {
    const content = await receipts.retry(settings);
    if (content) attach([content]);
  };
  const onPicked = (event: { target: HTMLInputElement }) => {
    void onFiles(event.target.files);
    event.target.value = '';
  };
  const button = (onClick: () => void): ReceiptButtonProps => ({ type: 'button', onClick });

  const statusId = `${id}-status`;
  const pickId = `${id}-pick`;
  const pickText = contents.length > 0 && !multiple ? messages.replaceFile : messages.chooseFile;
  const files = contents.map((content): ReceiptFile => {
    const attachment = snapshot.attachments.get(content.id);
    const preview = attachment?.preview ?? null;
    const pdf = content.contentType === 'application/pdf';
    return {
      content,
      text: formatMessage(messages.attachedFile, { name: content.name }),
      image: preview && !pdf ? preview : null,
      badge: fileBadge(content.contentType),
      sizeText: attachment ? fileSize(attachment.size, locale) : null,
      noPreviewText: attachment?.drawable === false ? messages.noPreview : null,
      open:
        preview && pdf
          ? { href: preview, text: formatMessage(messages.openFile, { name: content.name }) }
          : null,
      removeText: formatMessage(messages.removeFile, { name: content.name }),
    };
  });
  const progress = snapshot.step.step === 'uploading' ? snapshot.step.progress : null;
  const qr = Boolean(item.qrCodeSupported);
  return {
    files,
    editable,
    busy,
    progress: busy
      ? { label: messages.uploading, loaded: progress?.loaded ?? 0, total: progress?.total ?? 0 }
      : null,
    notice: texts.notice,
    problem: texts.problem
      ? {
          text: texts.problem,
          props: { role: 'alert', 'data-ef-part': 'file-problem' },
          retry:
            texts.retry && editable
              ? { props: button(() => void retry()), text: texts.retry }
              : null,
        }
      : null,
    fiscal: snapshot.fiscal ? fiscalSummary(snapshot.fiscal, messages, locale) : null,
    rootProps: {
      'data-ef-kind': 'file',
      'data-busy': busy || undefined,
      onDragOver: (event) => {
        if (editable) event.preventDefault();
      },
      onDrop: (event) => {
        if (!editable) return;
        event.preventDefault();
        void onFiles(event.dataTransfer.files);
      },
      // Ctrl/Cmd+V while the control has focus: a pasted screenshot or copied photo uploads.
      onPaste: (event) => {
        const pasted = [...event.clipboardData.files];
        if (!editable || pasted.length === 0) return;
        event.preventDefault();
        void onFiles(pasted);
      },
    },
    getFileProps: (file) => ({ 'data-ef-part': 'file', 'data-ef-value': file.content.name }),
    getRemoveFileProps: (file) =>
      editable
        ? {
            ...button(() =>
              props.onChange(
                multiple ? contents.filter((entry) => entry.id !== file.content.id) : null,
              ),
            ),
            'data-ef-part': 'remove-file',
          }
        : null,
    // Nothing attached and no way to attach (a saved report, a read-only field): say so, in an
    // element the field's label names (an output is labelable), never an empty box.
    empty:
      contents.length === 0 && !editable
        ? { props: { id, 'aria-describedby': props.describedBy }, text: messages.noFileAttached }
        : null,
    dropText: messages.dropHere,
    // The picker's name is its words, then the field's label (WCAG 2.5.3 "Label in Name"):
    // "Choose file, Receipt"; `<id>-label` is the id the frame gives the label. The words are one
    // text node in a hidden element: a browser joins a hidden element's text nodes with spaces.
    pick: editable
      ? {
          inputProps: {
            ref: inputRef as Ref<HTMLInputElement>,
            id,
            type: 'file',
            accept: ACCEPT,
            multiple,
            'aria-labelledby': `${pickId} ${id}-label`,
            'aria-invalid': props.invalid || undefined,
            'aria-describedby': [props.describedBy, statusId].filter(Boolean).join(' '),
            onChange: onPicked,
            onBlur: props.onBlur,
          },
          text: pickText,
          wordsProps: { id: pickId, hidden: true, children: `${pickText},` },
        }
      : null,
    camera: editable
      ? {
          inputProps: {
            type: 'file',
            accept: 'image/*',
            capture: 'environment',
            // The label the frame shows, not referenced: the field's label names one input only.
            'aria-label': formatMessage(messages.fileActionName, {
              action: messages.takePhoto,
              field: item.name ?? item.property,
            }),
            onChange: onPicked,
          },
          text: messages.takePhoto,
        }
      : null,
    scan: qr
      ? {
          // Written out, not made by `button`: the lint takes a ref-reading handler passed to a call
          // for a read during render.
          buttonProps: editable
            ? {
                type: 'button',
                onClick:
                  snapshot.camera === 'scanning'
                    ? receipts.stopCamera
                    : () => {
                        if (video.current) void receipts.scanCamera(video.current);
                      },
              }
            : null,
          text: snapshot.camera === 'scanning' ? messages.stopScan : messages.scanQr,
          // Asked for without sound (`audio: false`) and muted when it plays (qrScanner.ts).
          videoProps: {
            ref: video,
            hidden: snapshot.camera !== 'scanning',
            playsInline: true,
            'aria-hidden': true,
          },
        }
      : null,
    statusProps: { id: statusId, role: 'status' },
    cancel: busy ? { props: button(receipts.cancel), text: messages.cancelUpload } : null,
  };
}

/** The tile of a file the browser does not draw: its kind in a word. */
function fileBadge(contentType: string): string {
  if (contentType === 'application/pdf') return 'PDF';
  return contentType === 'image/heic' || contentType === 'image/heif' ? 'HEIC' : 'IMG';
}
