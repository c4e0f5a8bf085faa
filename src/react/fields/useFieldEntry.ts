import type { FormSession, SessionField } from '../../core/session/context/formSession';
import { useFormState } from '../session/useFormState';

/**
 * The field of a property in the current envelope (`engine.field`: its first shown occurrence,
 * nested fields included), or undefined while the envelope lacks it. The component renders again
 * when a re-call brings, replaces or removes it, not for other changes of the form's state.
 *
 * @example
 * const entry = useFieldEntry(session.engine, 'verification.amount');
 */
export function useFieldEntry(engine: FormSession, property: string): SessionField | undefined {
  // `field` depends on the envelope only: reading it on a state change is what the selector needs.
  return useFormState(engine, () => engine.field(property));
}
