import { useState } from 'react';
import { formatMessage } from '../../i18n/messages';
import type { InformationType } from '../../core/wire/model/types';
import type { ControlProps } from '../../registry/types';

/** What {@link useInformationControl} returns. */
export interface UseInformationControlResult {
  /** The user closed the notice: draw nothing. */
  dismissed: boolean;
  /** `normal`, `information`, `warning`, `error` or `success`. */
  type: InformationType;
  /** The notice's words (the item's `name`). */
  text: string;
  /** The notice's element: warnings and errors are announced (`alert`), others are a `note`. */
  rootProps: {
    id: string;
    role: 'alert' | 'note';
    'data-type': InformationType;
    'data-ef-kind': 'info';
  };
  /** The words' element: the `<id>-label` id a test driver finds them by. */
  textProps: { id: string };
  /** The close button of a dismissible notice; null otherwise. */
  dismissProps: { type: 'button'; onClick: () => void; 'aria-label': string } | null;
}

/**
 * INFORMATION, headless: a notice with its type; a dismissible one closes for the rest of the
 * form's life on the page. Its one React hook (the dismissed state) is the field's own, since the
 * field calls its control as a plain function.
 *
 * @example
 * // A design system's notice, given to the form under INFORMATION with
 * // controlTypeEntry(controlTypeOf('INFORMATION'), { component: LookNotice, label: 'none' })
 * function LookNotice(props: ControlProps) {
 *   const info = useInformationControl(props);
 *   if (info.dismissed) return null;
 *   return (
 *     <Alert {...info.rootProps} action={info.dismissProps ? <IconButton {...info.dismissProps}>×</IconButton> : null}>
 *       <span {...info.textProps}>{info.text}</span>
 *     </Alert>
 *   );
 * }
 */
export function useInformationControl(props: ControlProps): UseInformationControlResult {
  const [dismissed, setDismissed] = useState(false);
  const { item, id } = props;
  const type = item.informationType ?? 'normal';
  const text = item.name ?? '';
  return {
    dismissed,
    type,
    text,
    rootProps: {
      id,
      role: type === 'error' || type === 'warning' ? 'alert' : 'note',
      'data-type': type,
      'data-ef-kind': 'info',
    },
    textProps: { id: `${id}-label` },
    dismissProps: item.dismissible
      ? {
          type: 'button',
          onClick: () => setDismissed(true),
          'aria-label': formatMessage(props.messages.dismissNotice, { notice: text }),
        }
      : null,
  };
}
