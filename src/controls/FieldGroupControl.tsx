import type { ControlProps } from '../registry/types';

/**
 * FIELD_GROUP: the nested fields, rendered through the same registry; `replacementText` when none
 * of them is visible. The shell draws the fieldset and legend.
 *
 * @example
 * <FieldGroupControl {...controlProps} />
 */
export function FieldGroupControl(props: ControlProps) {
  const children = props.item.fields ?? [];
  if (!children.some((child) => child.visible)) {
    return props.item.replacementText ? (
      <p className="ef-help">{props.item.replacementText}</p>
    ) : null;
  }
  return <div className="ef-group">{props.renderFields(children)}</div>;
}
