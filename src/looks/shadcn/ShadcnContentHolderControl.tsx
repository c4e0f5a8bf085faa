import { Fragment, type ReactNode } from 'react';
import { useReceiptControl, type ReceiptButtonProps } from '../../receipts/useReceiptControl';
import type { FiscalSummary } from '../../receipts/fiscalSummary';
import type { ControlProps } from '../../registry/types';
import { alertClass, alertDescriptionClass } from './ShadcnAlert';
import {
  badgeClass,
  badgeVariant,
  buttonBase,
  buttonSize,
  buttonVariant,
  descriptionClass,
} from './classes';
import { cn } from './cn';
import { ShadcnProgress } from './ShadcnProgress';

const outline = cn(buttonBase, buttonVariant.outline, buttonSize.sm);

/** A secondary action (remove, scan, cancel the upload): shadcn's outline button. */
function OutlineButton({ children, ...button }: ReceiptButtonProps & { children: ReactNode }) {
  return (
    <button data-slot="button" className={outline} {...button}>
      {children}
    </button>
  );
}

/**
 * A way to pick a file drawn as shadcn's button: the real input lies invisible over it, so a
 * click, a tap, the keyboard and a screen reader all reach the input itself.
 */
function FilePick(props: { input: object; text: string; primary?: boolean; children?: ReactNode }) {
  return (
    <span className="relative inline-flex">
      <input className="peer absolute inset-0 z-10 cursor-pointer opacity-0" {...props.input} />
      <span
        data-slot="button"
        aria-hidden="true"
        className={cn(
          buttonBase,
          props.primary ? buttonVariant.default : buttonVariant.outline,
          buttonSize.sm,
          'peer-focus-visible:ring-ring/50 peer-focus-visible:ring-[3px]',
        )}
      >
        {props.text}
      </span>
      {props.children}
    </span>
  );
}

/** The fiscal QR code's words as a shadcn `Alert` with a description list. */
function fiscalSummary(summary: FiscalSummary) {
  return (
    <section data-slot="alert" className={alertClass('info')} aria-label={summary.title}>
      <h3 data-slot="alert-title" className="col-start-2 font-medium tracking-tight">
        {summary.title}
      </h3>
      <dl
        data-slot="alert-description"
        className={cn(alertDescriptionClass, 'grid-cols-[auto_1fr] gap-x-4')}
      >
        {summary.rows.map((row, index) => (
          <Fragment key={index}>
            <dt className="font-medium">{row.label}</dt>
            <dd>{row.value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

/**
 * CONTENT_HOLDER (the receipt) in the shadcn look: the files as rows with a thumbnail or a badge,
 * the picker drawn as shadcn's `Button` with the real file input lying invisible over it (a click,
 * a tap, the keyboard and a screen reader all reach the input), the camera and scan buttons, the
 * upload in shadcn's `Progress`, the problem as a destructive `Alert` with Retry, and the fiscal
 * summary. Everything it does is `useReceiptControl`'s.
 *
 * @example
 * <ShadcnContentHolderControl {...controlProps} />
 */
export function ShadcnContentHolderControl(props: ControlProps) {
  const receipt = useReceiptControl(props);
  const { files, empty, pick, camera, scan, progress, problem, cancel } = receipt;
  return (
    // Busy is a tint, not an opacity: the muted words inside keep their 4.5:1 contrast (axe).
    <div
      className="border-input grid gap-3 rounded-md border border-dashed p-4 data-[busy=true]:bg-muted/50"
      {...receipt.rootProps}
    >
      {files.length > 0 ? (
        <ul className="grid gap-2">
          {files.map((file) => {
            const remove = receipt.getRemoveFileProps(file);
            return (
              <li
                key={file.content.id}
                className="flex flex-wrap items-center gap-3 text-sm"
                {...receipt.getFileProps(file)}
              >
                {file.image ? (
                  <img src={file.image} alt="" className="size-10 rounded-md border object-cover" />
                ) : (
                  <span
                    data-slot="badge"
                    className={cn(badgeClass, badgeVariant.outline)}
                    aria-hidden="true"
                  >
                    {file.badge}
                  </span>
                )}
                <span>
                  {file.text}
                  {file.sizeText ? (
                    <span className={descriptionClass}> ({file.sizeText})</span>
                  ) : null}
                  {file.noPreviewText ? (
                    <span className={descriptionClass}> {file.noPreviewText}</span>
                  ) : null}
                </span>
                {file.open ? (
                  <a
                    className="text-primary text-sm font-medium underline-offset-4 hover:underline"
                    href={file.open.href}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {file.open.text}
                  </a>
                ) : null}
                {remove ? <OutlineButton {...remove}>{file.removeText}</OutlineButton> : null}
              </li>
            );
          })}
        </ul>
      ) : empty ? (
        <output className={descriptionClass} {...empty.props}>
          {empty.text}
        </output>
      ) : null}
      {pick ? (
        <>
          <p className={descriptionClass}>{receipt.dropText}</p>
          <div className="flex flex-wrap gap-2">
            <FilePick input={pick.inputProps} text={pick.text} primary>
              <span {...pick.wordsProps} />
            </FilePick>
            {camera ? <FilePick input={camera.inputProps} text={camera.text} /> : null}
            {scan?.buttonProps ? (
              <OutlineButton {...scan.buttonProps}>{scan.text}</OutlineButton>
            ) : null}
          </div>
        </>
      ) : null}
      {scan ? (
        // The camera's live picture has no sound: there is nothing to caption.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video className="w-full max-w-sm rounded-md border" {...scan.videoProps} />
      ) : null}
      <div className={cn(descriptionClass, 'grid gap-1')} {...receipt.statusProps}>
        {progress ? (
          <>
            <span>
              {progress.label}
              {progress.total > 0
                ? ` ${Math.round((progress.loaded / progress.total) * 100)}%`
                : null}
            </span>
            <ShadcnProgress {...progress} />
          </>
        ) : null}
        {receipt.notice}
      </div>
      {cancel ? <OutlineButton {...cancel.props}>{cancel.text}</OutlineButton> : null}
      {problem ? (
        <div data-slot="alert" className={alertClass('error')} {...problem.props}>
          <p data-slot="alert-description" className="col-start-2 text-sm">
            {problem.text}
          </p>
          {problem.retry ? (
            <div className="col-start-2 mt-2">
              <button
                data-slot="button"
                className={cn(buttonBase, buttonVariant.default, buttonSize.sm)}
                {...problem.retry.props}
              >
                {problem.retry.text}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      {receipt.fiscal ? fiscalSummary(receipt.fiscal) : null}
    </div>
  );
}
