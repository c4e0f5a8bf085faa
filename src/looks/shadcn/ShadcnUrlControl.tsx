import { useLinkControl } from '../../controls/url/useLinkControl';
import type { ControlProps } from '../../registry/types';
import { descriptionClass, labelClass } from './classes';

/**
 * URL in the shadcn look: the field's name as shadcn's `Label` and the link in the primary
 * colour, over `useLinkControl` (only http and https are links; anything else is shown as text
 * with the form's note).
 *
 * @example
 * <ShadcnUrlControl {...controlProps} />
 */
export function ShadcnUrlControl(props: ControlProps) {
  const link = useLinkControl(props);
  return (
    <div className="grid gap-2" {...link.rootProps}>
      {link.name ? (
        <span data-slot="label" className={labelClass} {...link.nameProps}>
          {link.name}
        </span>
      ) : null}
      {link.linkProps ? (
        <a
          className="text-primary text-sm font-medium break-all underline-offset-4 hover:underline focus-visible:ring-ring/50 rounded-sm outline-none focus-visible:ring-[3px]"
          {...link.linkProps}
        >
          {link.url}
          <span className="sr-only"> {link.newTabText}</span>
        </a>
      ) : link.refusedProps ? (
        <span className="text-sm" {...link.refusedProps}>
          <code className="bg-muted rounded px-1 py-0.5 font-mono text-sm break-all">
            {link.url}
          </code>{' '}
          <span className={descriptionClass}>{link.refusedText}</span>
        </span>
      ) : null}
    </div>
  );
}
