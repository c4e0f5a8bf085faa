import { useUnknownControl } from '../../controls/unknown/useUnknownControl';
import type { ControlProps } from '../../registry/types';
import { descriptionClass } from './classes';

/**
 * The fallback of an unknown controlType in the shadcn look: the value read-only in a muted,
 * Input-shaped box, and the note that says the type is not known (`useUnknownControl`).
 *
 * @example
 * <ShadcnUnknownControl {...controlProps} />
 */
export function ShadcnUnknownControl(props: ControlProps) {
  const unknown = useUnknownControl(props);
  return (
    <div className="grid gap-1">
      <output
        className="border-input bg-muted/50 flex min-h-9 w-full items-center rounded-md border px-3 py-1 text-sm"
        {...unknown.outputProps}
      >
        {unknown.text}
      </output>
      <p className={descriptionClass} {...unknown.note.props}>
        {unknown.note.text}
      </p>
    </div>
  );
}
