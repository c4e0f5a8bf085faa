import type { ControlProps } from '../../registry/types';
import { useInformationControl } from './useInformationControl';

/**
 * INFORMATION: a notice with its type (`normal`, `information`, `warning`, `error`, `success`);
 * a dismissible one has a close button. Warnings and errors are announced. The default look over
 * {@link useInformationControl}.
 *
 * @example
 * <InformationControl {...controlProps} />
 */
export function InformationControl(props: ControlProps) {
  const info = useInformationControl(props);
  if (info.dismissed) return null;
  return (
    <div className="ef-info" {...info.rootProps}>
      <span className="ef-info-text" {...info.textProps}>
        {info.text}
      </span>
      {info.dismissProps ? (
        <button className="ef-icon-button" {...info.dismissProps}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
