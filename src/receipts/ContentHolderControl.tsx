import type { ClipboardEvent, DragEvent, ReactNode, Ref } from 'react';
import { useRef } from 'react';
import { holdsFiles } from '../core/controlTypes/layout/contentHolder';
import { isJsonObject } from '../core/wire/json';
import { prefillFromScan } from '../core/receipts/prefillFromScan';
import type { Content, JsonValue } from '../core/wire/model/types';
import { formatMessage } from '../i18n/messages';
import type { ControlProps } from '../registry/types';
import { fileSize } from './fileSize';
import { FiscalQrSummary } from './FiscalQrSummary';
import { isSending, type ReceiptStep, type ReceiptUploadSettings } from './upload/receiptUpload';
import { receiptTexts } from './receiptTexts';
import { useReceiptUpload } from './upload/useReceiptUpload';

const ACCEPT = 'image/*,application/pdf';
const isContent = (value: unknown): value is Content =>
  isJsonObject(value as JsonValue) && typeof (value as { id?: unknown }).id === 'string';

/**
 * CONTENT_HOLDER: attach a receipt or attachments (spec 2.7, 4.3). Drag and drop, paste, a file
 * picker, or the phone camera. The pipeline (type check, fiscal QR, smaller photos, paced upload,
 * retry, cancel) is `createReceiptUpload`; this control draws its snapshot. The receipt is
 * uploaded with OCR (`action=scan`); its `scanResult` fills amount, tax, currency, date and
 * category where the user has not typed.
 *
 * @example
 * <ContentHolderControl {...controlProps} />
 */
export function ContentHolderControl(props: ControlProps) {
  const { inputRef } = props;
  const { item, messages } = props;
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
  const texts = receiptTexts(snapshot, messages, props.locale);

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

  const statusId = `${props.id}-status`;
  const pickId = `${props.id}-pick`;
  const pickText = contents.length > 0 && !multiple ? messages.replaceFile : messages.chooseFile;
  return (
    <div
      className="ef-content-holder"
      data-busy={busy || undefined}
      onDragOver={(event: DragEvent) => {
        if (editable) event.preventDefault();
      }}
      onDrop={(event: DragEvent) => {
        if (!editable) return;
        event.preventDefault();
        void onFiles(event.dataTransfer.files);
      }}
      // Ctrl/Cmd+V while the control has focus: a pasted screenshot or copied photo uploads.
      onPaste={(event: ClipboardEvent) => {
        const files = [...event.clipboardData.files];
        if (!editable || files.length === 0) return;
        event.preventDefault();
        void onFiles(files);
      }}
    >
      {contents.length > 0 ? (
        <ul className="ef-files">
          {contents.map((content) => {
            const attachment = snapshot.attachments.get(content.id);
            const preview = attachment?.preview;
            return (
              <li key={content.id} className="ef-file">
                {preview && content.contentType !== 'application/pdf' ? (
                  <img src={preview} alt="" className="ef-thumbnail" />
                ) : (
                  <span className="ef-file-icon" aria-hidden="true">
                    {fileBadge(content.contentType)}
                  </span>
                )}
                <span>
                  {formatMessage(messages.attachedFile, { name: content.name })}
                  {attachment ? (
                    <span className="ef-help"> ({fileSize(attachment.size, props.locale)})</span>
                  ) : null}
                  {attachment?.drawable === false ? (
                    <span className="ef-help"> {messages.noPreview}</span>
                  ) : null}
                </span>
                {preview && content.contentType === 'application/pdf' ? (
                  <a href={preview} target="_blank" rel="noopener noreferrer">
                    {formatMessage(messages.openFile, { name: content.name })}
                  </a>
                ) : null}
                {editable ? (
                  <SecondaryButton
                    onClick={() =>
                      props.onChange(
                        multiple ? contents.filter((entry) => entry.id !== content.id) : null,
                      )
                    }
                  >
                    {formatMessage(messages.removeFile, { name: content.name })}
                  </SecondaryButton>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : !editable ? (
        // Nothing attached and no way to attach (a saved report, a read-only field): say so, in
        // an element the field's label names (an output is labelable), never an empty box.
        <output id={props.id} className="ef-help" aria-describedby={props.describedBy}>
          {messages.noFileAttached}
        </output>
      ) : null}
      {editable ? (
        <>
          <p className="ef-help">{messages.dropHere}</p>
          <div className="ef-actions">
            {/* One styled control per way in: the native picker's "No file chosen" is never
                shown. The real input lies over its button (invisible), so a click, a tap, the
                keyboard and a screen reader all reach the input itself. Its name is the visible
                words, then the field's label (WCAG 2.5.3 "Label in Name"): "Choose file, Receipt".
                The `<label for>` stays, so the field is still found by its label; `-label` is the
                id FieldShell gives it. */}
            <span className="ef-file-pick">
              <input
                ref={inputRef as Ref<HTMLInputElement>}
                id={props.id}
                type="file"
                accept={ACCEPT}
                multiple={multiple}
                aria-labelledby={`${pickId} ${props.id}-label`}
                aria-invalid={props.invalid || undefined}
                aria-describedby={[props.describedBy, statusId].filter(Boolean).join(' ')}
                onChange={onPicked}
                onBlur={props.onBlur}
              />
              <span className="ef-button" aria-hidden="true">
                {pickText}
              </span>
              {/* The words of the name: hidden (a reference still reads it), so that the comma
                  follows the words with no space (a visually hidden span is a block, and a name
                  puts spaces around a block). */}
              <span id={pickId} hidden>
                {/* One text node: a browser joins the text nodes of a hidden element with spaces. */}
                {`${pickText},`}
              </span>
            </span>
            <span className="ef-file-pick">
              <input
                type="file"
                accept="image/*"
                capture="environment"
                aria-label={formatMessage(messages.fileActionName, {
                  action: messages.takePhoto,
                  // The label FieldShell shows (Field.tsx): not referenced, so that the field's
                  // label names one input only.
                  field: item.name ?? item.property,
                })}
                onChange={onPicked}
              />
              <span className="ef-button" data-variant="secondary" aria-hidden="true">
                {messages.takePhoto}
              </span>
            </span>
            {item.qrCodeSupported ? (
              snapshot.camera === 'scanning' ? (
                <SecondaryButton onClick={receipts.stopCamera}>{messages.stopScan}</SecondaryButton>
              ) : (
                <SecondaryButton
                  onClick={() => {
                    if (video.current) void receipts.scanCamera(video.current);
                  }}
                >
                  {messages.scanQr}
                </SecondaryButton>
              )
            ) : null}
          </div>
        </>
      ) : null}
      {item.qrCodeSupported ? (
        // The camera's live picture, asked for without sound (`audio: false`) and muted when it
        // plays (qrScanner.ts): there is nothing to caption.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          ref={video}
          className="ef-camera"
          hidden={snapshot.camera !== 'scanning'}
          playsInline
          aria-hidden="true"
        />
      ) : null}
      <div id={statusId} role="status" className="ef-help">
        {busy ? <UploadProgressText step={snapshot.step} label={messages.uploading} /> : null}
        {texts.notice}
      </div>
      {busy ? (
        <SecondaryButton onClick={receipts.cancel}>{messages.cancelUpload}</SecondaryButton>
      ) : null}
      {texts.problem ? (
        <div role="alert" className="ef-error">
          <p>{texts.problem}</p>
          {texts.retry && editable ? (
            <div className="ef-actions">
              <button type="button" className="ef-button" onClick={() => void retry()}>
                {texts.retry}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      {snapshot.fiscal ? (
        <FiscalQrSummary data={snapshot.fiscal} messages={messages} locale={props.locale} />
      ) : null}
    </div>
  );
}

/** "Uploading…" with a bar: determinate once the transport reports bytes. */
function UploadProgressText({ step, label }: { step: ReceiptStep; label: string }) {
  const progress = step.step === 'uploading' ? step.progress : null;
  return (
    <>
      {label}{' '}
      {progress && progress.total > 0 ? (
        <>
          <progress aria-label={label} value={progress.loaded} max={progress.total} />{' '}
          {Math.round((progress.loaded / progress.total) * 100)}%
        </>
      ) : (
        <progress aria-label={label} />
      )}
    </>
  );
}

/** The tile of a file the browser does not draw: its kind in a word. */
function fileBadge(contentType: string): string {
  if (contentType === 'application/pdf') return 'PDF';
  return contentType === 'image/heic' || contentType === 'image/heif' ? 'HEIC' : 'IMG';
}

/** A secondary action of the control (remove, stop the scan, scan, cancel the upload). */
function SecondaryButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="ef-button" data-variant="secondary" onClick={onClick}>
      {children}
    </button>
  );
}
