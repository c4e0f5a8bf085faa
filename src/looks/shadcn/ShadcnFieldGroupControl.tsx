import { useGroupControl } from '../../controls/fieldGroup/useGroupControl';
import type { ControlProps } from '../../registry/types';
import { buttonBase, buttonSize, buttonVariant, descriptionClass } from './classes';
import { cn } from './cn';

/**
 * FIELD_GROUP in the shadcn look: the group's fields (drawn through the form's registry, so in
 * the look too) stacked as shadcn's form spaces them, and an outline remove button on a
 * `removable` group. The frame draws the fieldset and its legend.
 *
 * @example
 * <ShadcnFieldGroupControl {...controlProps} />
 */
export function ShadcnFieldGroupControl(props: ControlProps) {
  const group = useGroupControl(props);
  const remove = group.removeProps ? (
    <button
      data-slot="button"
      className={cn(buttonBase, buttonVariant.outline, buttonSize.sm, 'justify-self-start')}
      {...group.removeProps}
    >
      {group.removeText}
    </button>
  ) : null;
  if (group.fields === null) {
    return (
      <>
        {group.replacementText ? <p className={descriptionClass}>{group.replacementText}</p> : null}
        {remove}
      </>
    );
  }
  return (
    <div className="grid gap-4" {...group.rootProps}>
      {group.fields}
      {remove}
    </div>
  );
}
