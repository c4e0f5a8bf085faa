import type { ReactNode } from 'react';
import type { TestLook } from './testLook';

// Made by the mui look's own change: its controls and its design system's provider.
export const muiLook: TestLook = {
  name: 'mui',
  title: 'Material UI',
  controls: undefined,
  Wrapper: ({ children }: { children: ReactNode }) => children,
};
