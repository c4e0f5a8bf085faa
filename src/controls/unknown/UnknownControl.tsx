import type { ControlProps } from '../../registry/types';
import { useUnknownControl } from './useUnknownControl';

/**
 * The fallback of an unknown controlType: a visible, read-only rendering of the value, which the
 * form keeps and sends back unchanged. The default look over {@link useUnknownControl}.
 *
 * @example
 * <UnknownControl {...controlProps} />
 */
export function UnknownControl(props: ControlProps) {
  const unknown = useUnknownControl(props);
  return (
    <div className="ef-unknown">
      <output className="ef-readonly" {...unknown.outputProps}>
        {unknown.text}
      </output>
      <div className="ef-help" {...unknown.note.props}>
        {unknown.note.text}
      </div>
    </div>
  );
}
