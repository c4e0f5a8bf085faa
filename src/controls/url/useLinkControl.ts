import type { Ref } from 'react';
import { isSafeHttpUrl } from '../../core/values/urls';
import type { ControlProps } from '../../registry/types';

/** What {@link useLinkControl} returns. */
export interface UseLinkControlResult {
  /** The field's value as text (`''` when there is none). */
  url: string;
  /** An http or https link: drawn as a link. Anything else is shown as text with `refusedText`. */
  safe: boolean;
  /** The field's name, which a link shows itself (its entry's label is `none`). */
  name: string | undefined;
  /** The element around the name and the link: the composite root marker and its id. */
  rootProps: { id: string; 'data-ef-kind': 'link' };
  /** The name's element: the `<id>-label` id a test driver finds it by. */
  nameProps: { id: string };
  /** The anchor's props, opening in a new tab; null when the value is empty or not safe. */
  linkProps: {
    id: string;
    ref: Ref<HTMLAnchorElement>;
    href: string;
    target: '_blank';
    rel: 'noopener noreferrer';
    'aria-describedby': string | undefined;
  } | null;
  /** Words for assistive technology after the link: it opens in a new tab. */
  newTabText: string;
  /** The element that shows a refused value as text; null unless the value is refused. */
  refusedProps: { id: string } | null;
  /** Why a refused value is not a link. */
  refusedText: string;
}

/**
 * URL, headless: a link the user follows, never edits. Only http and https links are links;
 * anything else (a `javascript:` URL, say) is text with a note. No React hook inside.
 *
 * @example
 * // A design system's link, given to the form under URL with
 * // controlTypeEntry(controlTypeOf('URL'), { component: LookLink, label: 'none' })
 * function LookLink(props: ControlProps) {
 *   const link = useLinkControl(props);
 *   return (
 *     <Box {...link.rootProps}>
 *       {link.name ? <Typography {...link.nameProps}>{link.name}</Typography> : null}
 *       {link.linkProps ? <Link {...link.linkProps}>{link.url}</Link> : null}
 *     </Box>
 *   );
 * }
 */
export function useLinkControl(props: ControlProps): UseLinkControlResult {
  const { id, messages } = props;
  const url = typeof props.value === 'string' ? props.value : '';
  const safe = url !== '' && isSafeHttpUrl(url);
  return {
    url,
    safe,
    name: props.item.name || undefined,
    rootProps: { id: `${id}-field`, 'data-ef-kind': 'link' },
    nameProps: { id: `${id}-label` },
    linkProps: safe
      ? {
          id,
          ref: props.inputRef as Ref<HTMLAnchorElement>,
          href: url,
          target: '_blank',
          rel: 'noopener noreferrer',
          'aria-describedby': props.describedBy,
        }
      : null,
    newTabText: messages.opensInNewTab,
    refusedProps: url === '' || safe ? null : { id },
    refusedText: messages.linkNotAllowed,
  };
}
