import { useInformationControl } from '../../controls/information/useInformationControl';
import type { ControlProps } from '../../registry/types';
import { alertClass } from './ShadcnAlert';
import { buttonBase, buttonSize, buttonVariant } from './classes';
import { cn } from './cn';

/**
 * INFORMATION in the shadcn look: shadcn's `Alert` (`destructive` for an error notice) over
 * `useInformationControl`; a dismissible notice has a ghost icon button.
 *
 * @example
 * <ShadcnInformationControl {...controlProps} />
 */
export function ShadcnInformationControl(props: ControlProps) {
  const info = useInformationControl(props);
  if (info.dismissed) return null;
  return (
    <div
      data-slot="alert"
      data-variant={info.type === 'error' ? 'destructive' : 'default'}
      className={cn(alertClass(info.type === 'error' ? 'error' : 'info'), 'pr-10')}
      {...info.rootProps}
    >
      <div data-slot="alert-description" className="col-start-2 text-sm" {...info.textProps}>
        {info.text}
      </div>
      {info.dismissProps ? (
        <button
          data-slot="button"
          className={cn(
            buttonBase,
            buttonVariant.ghost,
            buttonSize.iconSm,
            'absolute top-2.5 right-2.5',
          )}
          {...info.dismissProps}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
