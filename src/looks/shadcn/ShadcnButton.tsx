import type { ButtonPartProps } from '../../registry/formParts';
import { buttonBase, buttonSize, buttonVariant } from './classes';
import { cn } from './cn';

/**
 * The shadcn look's `Button` part: shadcn's `Button` (`data-slot="button"`), the `default`
 * variant (`bg-primary`, so an app's `--primary` colours Save) for the way forward and `outline`
 * for a step back. The form's markers (`data-ef-*`) and its ref stay on the `<button>`.
 *
 * @example
 * <ShadcnButton type="submit" variant="primary">Save</ShadcnButton>
 */
export function ShadcnButton({ buttonRef, variant, children, ...rest }: ButtonPartProps) {
  return (
    <button
      ref={buttonRef}
      data-slot="button"
      data-variant={variant === 'secondary' ? 'outline' : 'default'}
      className={cn(
        buttonBase,
        variant === 'secondary' ? buttonVariant.outline : buttonVariant.default,
        buttonSize.default,
      )}
      {...rest}
    >
      {children}
    </button>
  );
}
