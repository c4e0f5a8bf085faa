import type { ReactNode } from 'react';
import { shadcnControls } from '../../src/looks/shadcn';
import type { TestLook } from './testLook';

/** The shadcn/ui look: its controls and parts; shadcn needs no provider, only an element. */
export const shadcnLook: TestLook = {
  name: 'shadcn',
  title: 'shadcn/ui',
  controls: shadcnControls,
  Wrapper: ({ children }: { children: ReactNode }) => <div>{children}</div>,
};
