import { useNumberControl } from '../../controls/double/useNumberControl';
import type { ControlProps } from '../../registry/types';
import { inputClass } from './classes';
import { cn } from './cn';

/**
 * DOUBLE and INTEGER in the shadcn look: shadcn's `Input` over `useNumberControl` (the locale's
 * separators, an amount formatted while idle through the hook's ref), its digits lined up.
 *
 * @example
 * <ShadcnNumberControl {...controlProps} />
 */
export function ShadcnNumberControl(props: ControlProps) {
  return (
    <input
      data-slot="input"
      className={cn(inputClass, 'tabular-nums')}
      type="text"
      {...useNumberControl(props)}
    />
  );
}
