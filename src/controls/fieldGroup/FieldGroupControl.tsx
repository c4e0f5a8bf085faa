import type { ControlProps } from '../../registry/types';
import { useGroupControl } from './useGroupControl';

/**
 * FIELD_GROUP: the nested fields and a remove button on a `removable` group, the default look
 * over {@link useGroupControl}. The shell draws the fieldset and legend.
 *
 * @example
 * <FieldGroupControl {...controlProps} />
 */
export function FieldGroupControl(props: ControlProps) {
  const group = useGroupControl(props);
  const remove = group.removeProps ? (
    <button className="ef-button" data-variant="secondary" {...group.removeProps}>
      {group.removeText}
    </button>
  ) : null;
  if (group.fields === null) {
    return (
      <>
        {group.replacementText ? <p className="ef-help">{group.replacementText}</p> : null}
        {remove}
      </>
    );
  }
  return (
    <div className="ef-group" {...group.rootProps}>
      {group.fields}
      {remove}
    </div>
  );
}
