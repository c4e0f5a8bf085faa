import type { ReactNode } from 'react';
import type { TestLook } from './testLook';

// Made by the shadcn look's own change: its controls and its design system's provider.
export const shadcnLook: TestLook = {
  name: 'shadcn',
  title: 'shadcn/ui',
  controls: undefined,
  Wrapper: ({ children }: { children: ReactNode }) => children,
};
