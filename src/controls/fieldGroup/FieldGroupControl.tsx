import { formatMessage } from '../../i18n/messages';
import type { ControlProps } from '../../registry/types';

/**
 * FIELD_GROUP: the nested fields, rendered through the same registry (groups nest);
 * `replacementText` when none of them is visible; a remove button on a `removable` group, whose
 * removal goes to the server as a re-call. The shell draws the fieldset and legend.
 *
 * @example
 * <FieldGroupControl {...controlProps} />
 */
export function FieldGroupControl(props: ControlProps) {
  const children = props.item.fields ?? [];
  const remove = props.onRemove ? (
    <button
      type="button"
      className="ef-button"
      data-variant="secondary"
      onClick={props.onRemove}
      disabled={props.disabled}
    >
      {formatMessage(props.messages.removeGroup, { name: props.item.name ?? props.item.property })}
    </button>
  ) : null;
  if (!children.some((child) => child.visible)) {
    return (
      <>
        {props.item.replacementText ? (
          <p className="ef-help">{props.item.replacementText}</p>
        ) : null}
        {remove}
      </>
    );
  }
  return (
    <div className="ef-group">
      {props.renderFields(children)}
      {remove}
    </div>
  );
}
