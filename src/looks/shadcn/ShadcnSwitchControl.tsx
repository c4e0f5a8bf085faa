import { useSwitchControl } from '../../controls/switch/useSwitchControl';
import type { ControlProps } from '../../registry/types';

/**
 * SWITCH in the shadcn look: shadcn's `Switch` drawn on the hook's native checkbox
 * (`role="switch"`), not Radix's button switch. The entry is bound `native` as the built-in one
 * is: the DOM holds the state and the form writes a server's value to the element itself
 * (`checked`), which a Radix switch (a `<button>` holding its state in React) cannot take. The
 * checkbox wears the switch's track (`appearance-none`) and the thumb is a sibling the `peer`
 * state moves, so the colours are shadcn's (`bg-primary` when on, `bg-input` when off).
 *
 * @example
 * <ShadcnSwitchControl {...controlProps} />
 */
export function ShadcnSwitchControl(props: ControlProps) {
  const { inputProps } = useSwitchControl(props);
  return (
    <span className="relative inline-flex h-[1.15rem] w-8 shrink-0 items-center">
      <input
        data-slot="switch"
        className="peer bg-input checked:bg-primary focus-visible:border-ring focus-visible:ring-ring/50 dark:bg-input/80 dark:checked:bg-primary inline-flex h-[1.15rem] w-8 shrink-0 cursor-pointer appearance-none items-center rounded-full border border-transparent shadow-xs transition-all outline-none focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-readonly:cursor-default"
        {...inputProps}
      />
      <span
        data-slot="switch-thumb"
        aria-hidden="true"
        className="bg-background dark:bg-foreground dark:peer-checked:bg-primary-foreground pointer-events-none absolute left-px block size-4 rounded-full ring-0 transition-transform peer-checked:translate-x-[calc(100%-2px)]"
      />
    </span>
  );
}
