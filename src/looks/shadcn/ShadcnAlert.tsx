import type { AlertPartProps } from '../../registry/formParts';
import { cn } from './cn';

/**
 * shadcn's `Alert` box, the variant by tone: `destructive` for an error, the card colours
 * otherwise (shadcn has no warning colour: a warning is told by its words, not a hue of its own).
 *
 * @example
 * <div data-slot="alert" role="note" className={alertClass('info')}>…</div>
 */
export function alertClass(tone: AlertPartProps['tone']): string {
  return cn(
    'relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[calc(var(--spacing)*4)_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5 [&>svg]:text-current',
    tone === 'error'
      ? 'text-destructive bg-card [&>svg]:text-current *:data-[slot=alert-description]:text-destructive/90'
      : 'bg-card text-card-foreground',
  );
}

/**
 * shadcn's `AlertDescription` classes.
 *
 * @example
 * <div data-slot="alert-description" className={alertDescriptionClass}>…</div>
 */
export const alertDescriptionClass =
  'text-muted-foreground col-start-2 grid justify-items-start gap-1 text-sm [&_p]:leading-relaxed';

/**
 * The shadcn look's `Alert` part: shadcn's `Alert` (`data-slot="alert"`, the `destructive`
 * variant for errors) with its title and description slots. The role, id and focus target are
 * the form's (`rootProps`).
 *
 * @example
 * <ShadcnAlert tone="error" rootProps={{ role: 'alert' }} title={<h2>2 problems</h2>}>…</ShadcnAlert>
 */
export function ShadcnAlert({ tone, rootRef, rootProps, title, children }: AlertPartProps) {
  return (
    <div
      data-slot="alert"
      data-variant={tone === 'error' ? 'destructive' : 'default'}
      data-kind={tone}
      className={alertClass(tone)}
      ref={rootRef}
      {...rootProps}
    >
      {title ? (
        <div
          data-slot="alert-title"
          className="col-start-2 min-h-4 font-medium tracking-tight [&>*]:text-sm [&>*]:font-medium"
        >
          {title}
        </div>
      ) : null}
      <div data-slot="alert-description" className={alertDescriptionClass}>
        {children}
      </div>
    </div>
  );
}
