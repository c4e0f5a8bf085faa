import type { ControlProps } from '../../registry/types';
import { useLinkControl } from './useLinkControl';

/**
 * URL: a link, the default look over {@link useLinkControl}. Only http and https links are
 * rendered as links; anything else (a `javascript:` URL, say) is shown as text with a note.
 *
 * @example
 * <UrlControl {...controlProps} />
 */
export function UrlControl(props: ControlProps) {
  const link = useLinkControl(props);
  return (
    <div className="ef-field ef-link" {...link.rootProps}>
      {link.name ? (
        <span className="ef-label" {...link.nameProps}>
          {link.name}
        </span>
      ) : null}
      {link.linkProps ? (
        <a {...link.linkProps}>
          {link.url}
          <span className="ef-visually-hidden"> {link.newTabText}</span>
        </a>
      ) : link.refusedProps ? (
        <span {...link.refusedProps}>
          <span className="ef-code">{link.url}</span>{' '}
          <span className="ef-help">{link.refusedText}</span>
        </span>
      ) : null}
    </div>
  );
}
