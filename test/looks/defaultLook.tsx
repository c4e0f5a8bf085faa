import type { ReactNode } from 'react';
import type { TestLook } from './testLook';

/** The library's own look: no controls given, nothing around the form. */
export const defaultLook: TestLook = {
  name: 'default',
  title: 'default',
  controls: undefined,
  Wrapper: ({ children }: { children: ReactNode }) => children,
};
