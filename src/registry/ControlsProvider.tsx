import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { mergeOverrides } from './formParts';
import type { ControlOverrides } from './types';

const ControlsContext = createContext<ControlOverrides | undefined>(undefined);

/** Props of {@link ControlsProvider}. */
export interface ControlsProviderProps {
  /**
   * Controls by controlType, over the defaults and under a form's own `controls` prop, and form
   * parts under `FORM_PARTS`.
   */
  controls: ControlOverrides;
  children: ReactNode;
}

/**
 * Supplies control overrides to every `<FieldsForm>` below it, e.g. an app's own date picker, or
 * a whole look with its form parts under `FORM_PARTS`. Providers nest: an inner one is applied
 * over an outer one, controls by type and form parts by part.
 *
 * @example
 * <ControlsProvider controls={{ DATE: MyDatePicker, [FORM_PARTS]: { Frame: MyFrame } }}>
 *   <App />
 * </ControlsProvider>
 */
export function ControlsProvider({ controls, children }: ControlsProviderProps) {
  const outer = useContext(ControlsContext);
  const merged = useMemo(
    () => (outer ? mergeOverrides(outer, controls) : controls),
    [outer, controls],
  );
  return <ControlsContext.Provider value={merged}>{children}</ControlsContext.Provider>;
}

/**
 * The overrides of the nearest {@link ControlsProvider}, if any.
 *
 * @example
 * const overrides = useControlOverrides();
 */
export function useControlOverrides(): ControlOverrides | undefined {
  return useContext(ControlsContext);
}
