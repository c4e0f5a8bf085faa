import { useState } from 'react';
import { formatMessage } from '../../i18n/messages';
import type { ControlProps } from '../../registry/types';

/**
 * INFORMATION: a notice with its type (`normal`, `information`, `warning`, `error`, `success`);
 * a dismissible one has a close button. Warnings and errors are announced.
 *
 * @example
 * <InformationControl {...controlProps} />
 */
export function InformationControl(props: ControlProps) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const type = props.item.informationType ?? 'normal';
  const text = props.item.name ?? '';
  return (
    <div
      id={props.id}
      className="ef-info"
      data-type={type}
      role={type === 'error' || type === 'warning' ? 'alert' : 'note'}
    >
      <span className="ef-info-text">{text}</span>
      {props.item.dismissible ? (
        <button
          type="button"
          className="ef-icon-button"
          onClick={() => setDismissed(true)}
          aria-label={formatMessage(props.messages.dismissNotice, { notice: text })}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
