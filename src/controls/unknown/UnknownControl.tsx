import { codecFor } from '../../core/values/codecs';
import { formatMessage } from '../../i18n/messages';
import type { ControlProps } from '../../registry/types';

/**
 * The fallback of an unknown controlType: a visible, read-only rendering of the value, which the
 * form keeps and sends back unchanged.
 *
 * @example
 * <UnknownControl {...controlProps} />
 */
export function UnknownControl(props: ControlProps) {
  const formatted = codecFor(props.item).format(props.value as never, {
    item: props.item,
    locale: props.locale,
  });
  const text =
    formatted !== ''
      ? formatted
      : props.value === null || props.value === undefined
        ? '—'
        : JSON.stringify(props.value);
  return (
    <div className="ef-unknown">
      <output
        id={props.id}
        className="ef-readonly"
        aria-describedby={[`${props.id}-unknown`, props.describedBy].filter(Boolean).join(' ')}
      >
        {text}
      </output>
      <div id={`${props.id}-unknown`} className="ef-help">
        {formatMessage(props.messages.unknownControl, { type: props.item.controlType })}
      </div>
    </div>
  );
}
