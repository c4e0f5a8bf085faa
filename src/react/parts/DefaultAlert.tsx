import type { AlertPartProps } from '../../registry/formParts';

/**
 * The default look's `Alert` part: an `.ef-alert` coloured by its `data-kind`.
 *
 * @example
 * <DefaultAlert tone="error" rootProps={{ role: 'alert' }}>The service is unreachable.</DefaultAlert>
 */
export function DefaultAlert({ tone, rootProps, title, children }: AlertPartProps) {
  return (
    <div className="ef-alert" data-kind={tone} {...rootProps}>
      {title}
      {children}
    </div>
  );
}
