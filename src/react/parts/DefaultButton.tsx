import type { ButtonPartProps } from '../../registry/formParts';

/**
 * The default look's `Button` part: a `.ef-button` (`data-variant="secondary"` for a step back).
 *
 * @example
 * <DefaultButton type="button" variant="primary" onClick={save}>Save</DefaultButton>
 */
export function DefaultButton({ buttonRef, variant, children, ...rest }: ButtonPartProps) {
  return (
    <button
      ref={buttonRef}
      className="ef-button"
      data-variant={variant === 'secondary' ? 'secondary' : undefined}
      {...rest}
    >
      {children}
    </button>
  );
}
