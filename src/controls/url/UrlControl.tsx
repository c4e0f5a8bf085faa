import type { Ref } from 'react';
import { isSafeHttpUrl } from '../../core/values/urls';
import type { ControlProps } from '../../registry/types';

/**
 * URL: a link. Only http and https links are rendered as links; anything else (a `javascript:`
 * URL, say) is shown as text with a note.
 *
 * @example
 * <UrlControl {...controlProps} />
 */
export function UrlControl(props: ControlProps) {
  const { inputRef } = props;
  const url = typeof props.value === 'string' ? props.value : '';
  return (
    <div className="ef-field ef-link" id={`${props.id}-field`}>
      {props.item.name ? <span className="ef-label">{props.item.name}</span> : null}
      {url === '' ? null : isSafeHttpUrl(url) ? (
        <a
          id={props.id}
          ref={inputRef as Ref<HTMLAnchorElement>}
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={props.describedBy}
        >
          {url}
          <span className="ef-visually-hidden"> {props.messages.opensInNewTab}</span>
        </a>
      ) : (
        <span id={props.id}>
          <span className="ef-code">{url}</span>{' '}
          <span className="ef-help">{props.messages.linkNotAllowed}</span>
        </span>
      )}
    </div>
  );
}
