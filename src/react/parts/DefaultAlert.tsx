import type { AlertPartProps } from '../../registry/formParts';

/**
 * The default look's `Alert` part: an `.ef-alert` (the summary an `.ef-summary`) coloured by its
 * `data-kind`.
 *
 * @example
 * <DefaultAlert tone="error" rootProps={{ role: 'alert' }}>The service is unreachable.</DefaultAlert>
 */
export function DefaultAlert({ tone, kind, rootRef, rootProps, title, children }: AlertPartProps) {
  return (
    <div
      className={kind === 'summary' ? 'ef-summary' : 'ef-alert'}
      data-kind={tone}
      ref={rootRef}
      {...rootProps}
    >
      {title}
      {children}
    </div>
  );
}
