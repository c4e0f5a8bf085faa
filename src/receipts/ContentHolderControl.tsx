import type { ReactNode } from 'react';
import type { ControlProps } from '../registry/types';
import { fiscalSummaryView } from './FiscalQrSummary';
import { useReceiptControl, type ReceiptButtonProps } from './useReceiptControl';

/**
 * CONTENT_HOLDER in the default look: the markup over {@link useReceiptControl}, which holds the
 * behaviour (drop, paste, picker, camera, QR scan, upload with progress, cancel, retry, OCR
 * pre-fill).
 *
 * @example
 * <ContentHolderControl {...controlProps} />
 */
export function ContentHolderControl(props: ControlProps) {
  const receipt = useReceiptControl(props);
  const { files, empty, pick, camera, scan, progress, problem, cancel } = receipt;
  return (
    <div className="ef-content-holder" {...receipt.rootProps}>
      {files.length > 0 ? (
        <ul className="ef-files">
          {files.map((file) => {
            const remove = receipt.getRemoveFileProps(file);
            return (
              <li key={file.content.id} className="ef-file" {...receipt.getFileProps(file)}>
                {file.image ? (
                  <img src={file.image} alt="" className="ef-thumbnail" />
                ) : (
                  <span className="ef-file-icon" aria-hidden="true">
                    {file.badge}
                  </span>
                )}
                <span>
                  {file.text}
                  {file.sizeText ? <span className="ef-help"> ({file.sizeText})</span> : null}
                  {file.noPreviewText ? (
                    <span className="ef-help"> {file.noPreviewText}</span>
                  ) : null}
                </span>
                {file.open ? (
                  <a href={file.open.href} target="_blank" rel="noopener noreferrer">
                    {file.open.text}
                  </a>
                ) : null}
                {remove ? <SecondaryButton {...remove}>{file.removeText}</SecondaryButton> : null}
              </li>
            );
          })}
        </ul>
      ) : empty ? (
        <output className="ef-help" {...empty.props}>
          {empty.text}
        </output>
      ) : null}
      {pick ? (
        <>
          <p className="ef-help">{receipt.dropText}</p>
          <div className="ef-actions">
            {/* One styled control per way in: the native picker's "No file chosen" is never
                shown. The real input lies over its button (invisible), so a click, a tap, the
                keyboard and a screen reader all reach the input itself. */}
            <span className="ef-file-pick">
              <input {...pick.inputProps} />
              <span className="ef-button" aria-hidden="true">
                {pick.text}
              </span>
              <span {...pick.wordsProps} />
            </span>
            {camera ? (
              <span className="ef-file-pick">
                <input {...camera.inputProps} />
                <span className="ef-button" data-variant="secondary" aria-hidden="true">
                  {camera.text}
                </span>
              </span>
            ) : null}
            {scan?.buttonProps ? (
              <SecondaryButton {...scan.buttonProps}>{scan.text}</SecondaryButton>
            ) : null}
          </div>
        </>
      ) : null}
      {scan ? (
        // The camera's live picture has no sound: there is nothing to caption.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video className="ef-camera" {...scan.videoProps} />
      ) : null}
      <div className="ef-help" {...receipt.statusProps}>
        {progress ? (
          <>
            {progress.label}{' '}
            {progress.total > 0 ? (
              <>
                <progress
                  aria-label={progress.label}
                  value={progress.loaded}
                  max={progress.total}
                />{' '}
                {Math.round((progress.loaded / progress.total) * 100)}%
              </>
            ) : (
              <progress aria-label={progress.label} />
            )}
          </>
        ) : null}
        {receipt.notice}
      </div>
      {cancel ? <SecondaryButton {...cancel.props}>{cancel.text}</SecondaryButton> : null}
      {problem ? (
        <div className="ef-error" {...problem.props}>
          <p>{problem.text}</p>
          {problem.retry ? (
            <div className="ef-actions">
              <button className="ef-button" {...problem.retry.props}>
                {problem.retry.text}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      {receipt.fiscal ? fiscalSummaryView(receipt.fiscal) : null}
    </div>
  );
}

/** A secondary action of the control (remove, stop the scan, scan, cancel the upload). */
function SecondaryButton({ children, ...button }: ReceiptButtonProps & { children: ReactNode }) {
  return (
    <button className="ef-button" data-variant="secondary" {...button}>
      {children}
    </button>
  );
}
