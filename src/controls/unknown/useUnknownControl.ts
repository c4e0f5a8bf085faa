import { codecFor } from '../../core/values/codecs';
import { formatMessage } from '../../i18n/messages';
import type { ControlProps } from '../../registry/types';

/** What {@link useUnknownControl} returns. */
export interface UseUnknownControlResult {
  /** The value as text: its codec's, else its JSON, else `—` when there is none. */
  text: string;
  /** The read-only element that shows `text` (an `<output>` in the default look). */
  outputProps: { id: string; 'aria-describedby': string };
  /** The note that says the type is not known, which `outputProps` points at. */
  note: { text: string; props: { id: string } };
}

/**
 * The fallback of a controlType with no control, headless: a visible, read-only rendering of the
 * value, which the form keeps and sends back unchanged. No React hook inside.
 *
 * @example
 * // A design system's fallback, given to the form under `*` with
 * // controlTypeEntry(controlTypeOf('*'), { component: LookUnknown })
 * function LookUnknown(props: ControlProps) {
 *   const { text, outputProps, note } = useUnknownControl(props);
 *   return (
 *     <>
 *       <Typography component="output" {...outputProps}>{text}</Typography>
 *       <FormHelperText {...note.props}>{note.text}</FormHelperText>
 *     </>
 *   );
 * }
 */
export function useUnknownControl(props: ControlProps): UseUnknownControlResult {
  const { id, item, value } = props;
  const formatted = codecFor(item).format(value as never, { item, locale: props.locale });
  const text =
    formatted !== ''
      ? formatted
      : value === null || value === undefined
        ? '—'
        : JSON.stringify(value);
  const noteId = `${id}-unknown`;
  return {
    text,
    outputProps: {
      id,
      'aria-describedby': [noteId, props.describedBy].filter(Boolean).join(' '),
    },
    note: {
      text: formatMessage(props.messages.unknownControl, { type: item.controlType }),
      props: { id: noteId },
    },
  };
}
