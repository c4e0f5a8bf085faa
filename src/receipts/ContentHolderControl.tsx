import { useEffect, useRef, useState, type ClipboardEvent, type DragEvent, type Ref } from 'react';
import { ExpenseApiError } from '../core/wire/errors';
import { checkContentType } from '../core/receipts/fileType';
import { parseFiscalQr, type FiscalQrData } from '../core/receipts/fiscalQr';
import { isJsonObject } from '../core/wire/json';
import { prefillFromScan } from '../core/receipts/prefillFromScan';
import type { Content, JsonValue } from '../core/wire/types';
import { formatMessage } from '../i18n/messages';
import type { ControlProps } from '../registry/types';
import { fileSize } from './fileSize';
import { FiscalQrSummary } from './FiscalQrSummary';
import type { ImageLimits } from '../core/receipts/imageLimits';
import { pacedUpload } from './pacedUpload';
import { decodeQrFromFile, scanQrFromCamera } from './qrScanner';

const ACCEPT = 'image/*,application/pdf';
/** The limits of "Send a smaller version" after the service refused a file as too large. */
const SMALLER: ImageLimits = { maxEdge: 1600, maxBytes: 600 * 1024 };
const isContent = (value: unknown): value is Content =>
  isJsonObject(value as JsonValue) && typeof (value as { id?: unknown }).id === 'string';

/**
 * CONTENT_HOLDER: attach a receipt or attachments (spec 2.7, 4.3). Drag and drop, a file picker,
 * or the phone camera. Before any upload the declared type must be an image or a PDF and match the
 * file's first bytes. The receipt is uploaded with OCR (`action=scan`); its `scanResult` fills
 * amount, tax, currency, date and category where the user has not typed. With `qrCodeSupported`, a
 * fiscal QR code is read from the image (or the camera) and sent in the `qrScan` header.
 *
 * @example
 * <ContentHolderControl {...controlProps} />
 */
export function ContentHolderControl({ inputRef, ...props }: ControlProps) {
  const { item, messages } = props;
  const multiple = Array.isArray(props.value) || /attachments$/i.test(item.property);
  const contents = (
    multiple
      ? Array.isArray(props.value)
        ? props.value
        : []
      : isContent(props.value)
        ? [props.value]
        : []
  ) as Content[];
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [fiscal, setFiscal] = useState<FiscalQrData | null>(null);
  const [previews, setPreviews] = useState<ReadonlyMap<string, string>>(new Map());
  /** What was picked for each uploaded content: its size, and whether the browser can show it. */
  const [picked, setPicked] = useState<ReadonlyMap<string, { size: number; drawable: boolean }>>(
    new Map(),
  );
  /** The file of a failed upload: tried again with the same bytes, never picked again. */
  const [failed, setFailed] = useState<{ file: File; tooLarge: boolean } | null>(null);
  const upload = useRef<AbortController | null>(null);
  const [scanning, setScanning] = useState(false);
  /** A fiscal code read by the camera goes with the next upload whose file has none of its own. */
  const [cameraQr, setCameraQr] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const cameraAbort = useRef<AbortController | null>(null);
  const previewUrls = useRef<string[]>([]);
  useEffect(() => {
    const urls = previewUrls.current;
    return () => {
      urls.forEach((url) => URL.revokeObjectURL(url));
      cameraAbort.current?.abort();
    };
  }, []);
  const editable = !props.disabled && !props.readOnly;
  // The client's progress upload (XMLHttpRequest) is a lazy chunk: fetch it while the field is
  // on screen, so the first upload does not wait for it.
  useEffect(() => {
    if (editable && props.upload) void import('../core/http/exchangeXhr');
  }, [editable, props.upload]);
  const scan = item.property === 'verification.receiptAttachment';

  /**
   * Checks and uploads one file; resolves with its Content, or null when it was refused, failed
   * or was cancelled. `limits` overrides the form's image limits (a smaller version after a 413).
   */
  async function take(
    file: File,
    limits: ImageLimits | false | undefined = props.imageLimits,
  ): Promise<Content | null> {
    setProblem(null);
    setNotice(null);
    setFailed(null);
    const name = file.name || 'file';
    const check = checkContentType(
      file.type,
      new Uint8Array(await file.slice(0, 32).arrayBuffer()),
    );
    if (!check.ok) {
      setProblem(
        check.reason === 'unsupported'
          ? formatMessage(messages.wrongType, { name })
          : formatMessage(messages.typeMismatch, {
              name,
              declared: check.declared,
              detected: check.detected ?? messages.unknownContents,
            }),
      );
      return null;
    }
    if (!props.upload) {
      setProblem(messages.noUpload);
      return null;
    }
    let qrScan: string | undefined;
    if (item.qrCodeSupported) {
      // Read from the full-size original, before any downscaling can cost the code.
      const fromImage = check.contentType.startsWith('image/')
        ? await decodeQrFromFile(file)
        : null;
      const text = fromImage ?? cameraQr;
      if (text !== null && text !== undefined) {
        const parsed = parseFiscalQr(text);
        if (parsed.valid) {
          qrScan = parsed.text;
          setFiscal(parsed.data);
        } else {
          setFiscal(null);
          setNotice(messages.qrNotFiscal);
        }
      }
    }
    setBusy(true);
    setProgress(null);
    const controller = new AbortController();
    upload.current = controller;
    try {
      // A large photo is made reasonable first (a lazy chunk); the original goes on any failure.
      const sent =
        limits !== false && check.contentType.startsWith('image/')
          ? await (await import('./shrinkImage')).shrinkImage(file, check.contentType, limits)
          : { blob: file, contentType: check.contentType, shrunk: false };
      // The bytes themselves, not the File: every fetch implementation takes them as a body.
      const bytes = new Uint8Array(await sent.blob.arrayBuffer());
      const send = () =>
        props.upload?.(
          bytes,
          {
            contentType: sent.contentType,
            name: sent.shrunk ? name.replace(/(\.[A-Za-z0-9]+)?$/, '.jpg') : name,
            ...(qrScan ? { qrScan } : {}),
            ...(scan ? { scan: true } : {}),
            onProgress: (loaded: number, total: number) => setProgress({ loaded, total }),
          },
          controller.signal,
        ) ?? Promise.reject(new Error('No upload.'));
      const content = await pacedUpload(send, controller.signal);
      // Every accepted type but HEIC shows: an image as its thumbnail, a PDF through its link.
      const drawable = check.contentType !== 'image/heic';
      // The picked file's URL (a stored one has no bytes in the page).
      if (drawable) {
        const url = URL.createObjectURL(file);
        previewUrls.current.push(url);
        setPreviews((previous) => new Map(previous).set(content.id, url));
      }
      setPicked((previous) => new Map(previous).set(content.id, { size: file.size, drawable }));
      if (sent.shrunk) {
        setNotice(
          formatMessage(messages.shrunk, {
            before: fileSize(file.size, props.locale),
            after: fileSize(bytes.byteLength, props.locale),
          }),
        );
      }
      if (!drawable && item.qrCodeSupported) setNotice(messages.noPreviewQr);
      if (content.scanResult) props.prefill(prefillFromScan(content.scanResult));
      return content;
    } catch (error) {
      if (controller.signal.aborted) {
        setNotice(messages.uploadCancelled);
        return null;
      }
      const tooLarge = error instanceof ExpenseApiError && error.status === 413;
      setFailed({ file, tooLarge });
      setProblem(tooLarge ? messages.tooLarge : messages.uploadFailed);
      return null;
    } finally {
      upload.current = null;
      setBusy(false);
    }
  }

  /** Uploads the chosen files one after another, then sets the value once: none is lost. */
  const onFiles = async (files: FileList | readonly File[] | null) => {
    const list = files ? [...files] : [];
    const uploaded: Content[] = [];
    for (const file of multiple ? list : list.slice(0, 1)) {
      const content = await take(file);
      if (content) uploaded.push(content);
    }
    if (uploaded.length === 0) return;
    props.onChange(multiple ? [...contents, ...uploaded] : uploaded[0]);
  };

  async function scanWithCamera() {
    if (!video.current) return;
    const controller = new AbortController();
    cameraAbort.current = controller;
    setScanning(true);
    setProblem(null);
    const result = await scanQrFromCamera(video.current, controller.signal);
    setScanning(false);
    if (controller.signal.aborted) return;
    if (!result.ok) {
      setProblem(
        result.problem === 'refused'
          ? messages.cameraRefused
          : result.problem === 'missing'
            ? messages.cameraMissing
            : messages.cameraFailed,
      );
      return;
    }
    const parsed = parseFiscalQr(result.text);
    if (parsed.valid) {
      setFiscal(parsed.data);
      setCameraQr(parsed.text);
    } else setNotice(messages.qrNotFiscal);
  }

  /** The failed file again, with the same bytes (smaller after a size refusal). */
  const retry = async (smaller: boolean) => {
    if (!failed) return;
    const content = await take(failed.file, smaller ? SMALLER : props.imageLimits);
    if (content) props.onChange(multiple ? [...contents, content] : content);
  };

  const statusId = `${props.id}-status`;
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
            const preview = previews.get(content.id);
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
                  {messages.attached}: {content.name}
                  {picked.has(content.id) ? (
                    <span className="ef-help">
                      {' '}
                      ({fileSize(picked.get(content.id)?.size ?? 0, props.locale)})
                    </span>
                  ) : null}
                  {picked.get(content.id)?.drawable === false ? (
                    <span className="ef-help"> {messages.noPreview}</span>
                  ) : null}
                </span>
                {preview && content.contentType === 'application/pdf' ? (
                  <a href={preview} target="_blank" rel="noopener noreferrer">
                    {formatMessage(messages.openFile, { name: content.name })}
                  </a>
                ) : null}
                {editable ? (
                  <button
                    type="button"
                    className="ef-button"
                    data-variant="secondary"
                    onClick={() =>
                      props.onChange(
                        multiple ? contents.filter((entry) => entry.id !== content.id) : null,
                      )
                    }
                  >
                    {formatMessage(messages.removeFile, { name: content.name })}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {editable ? (
        <>
          <p className="ef-help">{messages.dropHere}</p>
          <div className="ef-actions">
            {/* One styled control per way in: the native picker's "No file chosen" is never
                shown. The real input lies over its button (invisible), so a click, a tap, the
                keyboard and a screen reader all reach the input itself under the field's label. */}
            <span className="ef-file-pick">
              <input
                ref={inputRef as Ref<HTMLInputElement>}
                id={props.id}
                type="file"
                accept={ACCEPT}
                multiple={multiple}
                aria-invalid={props.invalid || undefined}
                aria-describedby={[props.describedBy, statusId].filter(Boolean).join(' ')}
                onChange={(event) => {
                  void onFiles(event.target.files);
                  event.target.value = '';
                }}
                onBlur={props.onBlur}
              />
              <span className="ef-button" aria-hidden="true">
                {contents.length > 0 && !multiple ? messages.replaceFile : messages.chooseFile}
              </span>
            </span>
            <span className="ef-file-pick">
              <input
                type="file"
                accept="image/*"
                capture="environment"
                aria-label={messages.takePhoto}
                onChange={(event) => {
                  void onFiles(event.target.files);
                  event.target.value = '';
                }}
              />
              <span className="ef-button" data-variant="secondary" aria-hidden="true">
                {messages.takePhoto}
              </span>
            </span>
            {item.qrCodeSupported ? (
              scanning ? (
                <SecondaryButton onClick={() => cameraAbort.current?.abort()}>
                  {messages.stopScan}
                </SecondaryButton>
              ) : (
                <SecondaryButton onClick={() => void scanWithCamera()}>
                  {messages.scanQr}
                </SecondaryButton>
              )
            ) : null}
          </div>
        </>
      ) : null}
      {item.qrCodeSupported ? (
        <video
          ref={video}
          className="ef-camera"
          hidden={!scanning}
          muted
          playsInline
          aria-hidden="true"
        />
      ) : null}
      <div id={statusId} role="status" className="ef-help">
        {busy ? (
          <>
            {messages.uploading}{' '}
            {progress && progress.total > 0 ? (
              <>
                <progress
                  aria-label={messages.uploading}
                  value={progress.loaded}
                  max={progress.total}
                />{' '}
                {Math.round((progress.loaded / progress.total) * 100)}%
              </>
            ) : (
              <progress aria-label={messages.uploading} />
            )}
          </>
        ) : null}
        {notice}
      </div>
      {busy ? (
        <SecondaryButton onClick={() => upload.current?.abort()}>
          {messages.cancelUpload}
        </SecondaryButton>
      ) : null}
      {problem ? (
        <div role="alert" className="ef-error">
          <p>{problem}</p>
          {failed && editable ? (
            <div className="ef-actions">
              {failed.tooLarge ? (
                <button type="button" className="ef-button" onClick={() => void retry(true)}>
                  {messages.sendSmaller}
                </button>
              ) : (
                <button type="button" className="ef-button" onClick={() => void retry(false)}>
                  {formatMessage(messages.retryFile, { name: failed.file.name || 'file' })}
                </button>
              )}
            </div>
          ) : null}
        </div>
      ) : null}
      {fiscal ? <FiscalQrSummary data={fiscal} messages={messages} locale={props.locale} /> : null}
    </div>
  );
}

/** The tile of a file the browser does not draw: its kind in a word. */
function fileBadge(contentType: string): string {
  if (contentType === 'application/pdf') return 'PDF';
  return contentType === 'image/heic' || contentType === 'image/heif' ? 'HEIC' : 'IMG';
}

/** A secondary action of the control (stop the scan, scan, cancel the upload). */
function SecondaryButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button type="button" className="ef-button" data-variant="secondary" onClick={onClick}>
      {children}
    </button>
  );
}
