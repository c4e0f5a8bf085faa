import type { ReactNode } from 'react';
import type { ControlOverrides } from '../../src/registry/types';

/**
 * A look as the tests run it: its controls (with its form parts under `FORM_PARTS`) and what an
 * app puts around a form of that look (the design system's theme provider).
 */
export interface TestLook {
  /** `default`, `mui` or `shadcn`: the `EXPENSE_FIELDS_LOOK` value and the test names' suffix. */
  name: string;
  /** How a person names it ("Material UI"). */
  title: string;
  /** The look's controls and parts, given to a `ControlsProvider`; none for the default look. */
  controls: ControlOverrides | undefined;
  /** What an app of that design system puts around its screens. */
  Wrapper(props: { children: ReactNode }): ReactNode;
}
