import type { FormSession } from '../../core/session/context/formSession';
import type { ControlEntry } from '../../registry/types';

/** What an input of a field calls: a change, and focus leaving it. */
export interface FieldInput {
  /** The user changed the value: typed (kept, re-called after the pause) or chosen (re-called now). */
  onChange(value: unknown): void;
  /** Focus left the field: a pending re-call of a typed field goes now. */
  onBlur(): void;
}

/**
 * How an input tells the session about the user's edits (ARCHITECTURE.md "The walks"):
 * a control that commits on blur types, any other chooses. `<Field>` and `useField` both use it, so
 * a custom input behaves as the built-in control of its controlType.
 *
 * @example
 * const { onChange, onBlur } = fieldInput(engine, key, 'blur');
 */
export function fieldInput(
  engine: FormSession,
  key: string,
  commit: ControlEntry['commit'],
): FieldInput {
  return {
    onChange: (value) => (commit === 'blur' ? engine.typed(key, value) : engine.chose(key, value)),
    onBlur: () => {
      if (commit === 'blur') engine.left(key);
    },
  };
}
