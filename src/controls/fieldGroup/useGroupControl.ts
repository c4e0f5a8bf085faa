import type { ReactNode } from 'react';
import { formatMessage } from '../../i18n/messages';
import type { ControlProps } from '../../registry/types';

/** What {@link useGroupControl} returns. */
export interface UseGroupControlResult {
  /** The visible nested fields, drawn through the form's registry; null when none is visible. */
  fields: ReactNode | null;
  /** The server's words for a group with no visible field (shown instead of `fields`). */
  replacementText: string | undefined;
  /** The element around the nested fields: the composite root marker. */
  rootProps: { 'data-ef-kind': 'group' };
  /** The remove button of a `removable` group (the removal is a re-call); null otherwise. */
  removeProps: {
    type: 'button';
    onClick: () => void;
    disabled: boolean;
    'data-ef-part': 'remove-group';
  } | null;
  /** The remove button's words (`Remove Hotel`); empty when the group is not removable. */
  removeText: string;
}

/**
 * FIELD_GROUP, headless: the nested fields, drawn through the same registry (groups nest);
 * `replacementText` when none of them is visible; a remove button on a `removable` group, whose
 * removal goes to the server as a re-call. The frame draws the fieldset and legend. No React hook
 * inside.
 *
 * @example
 * // A design system's group, given to the form under FIELD_GROUP with
 * // controlTypeEntry(controlTypeOf('FIELD_GROUP'), { component: LookGroup, label: 'legend' })
 * function LookGroup(props: ControlProps) {
 *   const group = useGroupControl(props);
 *   return (
 *     <Stack {...group.rootProps}>
 *       {group.fields ?? <Typography>{group.replacementText}</Typography>}
 *       {group.removeProps ? <Button {...group.removeProps}>{group.removeText}</Button> : null}
 *     </Stack>
 *   );
 * }
 */
export function useGroupControl(props: ControlProps): UseGroupControlResult {
  const { item } = props;
  const children = item.fields ?? [];
  const remove = props.onRemove;
  return {
    fields: children.some((child) => child.visible) ? props.renderFields(children) : null,
    replacementText: item.replacementText || undefined,
    rootProps: { 'data-ef-kind': 'group' },
    removeProps: remove
      ? {
          type: 'button',
          onClick: remove,
          disabled: props.disabled,
          'data-ef-part': 'remove-group',
        }
      : null,
    removeText: remove
      ? formatMessage(props.messages.removeGroup, { name: item.name ?? item.property })
      : '',
  };
}
