// The look projects (unit-look-*): every tree a test renders with Testing Library is rendered
// inside the look named by EXPENSE_FIELDS_LOOK (its design system's provider and a
// ControlsProvider with its controls), so the same test files check each behaviour in each look.
import { createElement, type ReactNode } from 'react';
import { vi } from 'vitest';
import type * as Rtl from '@testing-library/react';
import { ControlsProvider } from '../../src/registry/ControlsProvider';
import { lookNamed } from '../looks/looks';

vi.mock('@testing-library/react', async (importOriginal) => {
  const rtl = await importOriginal<typeof Rtl>();
  const look = await lookNamed(process.env.EXPENSE_FIELDS_LOOK ?? 'default');
  const InLook = ({ children }: { children: ReactNode }) =>
    createElement(
      look.Wrapper,
      null,
      createElement(ControlsProvider, { controls: look.controls ?? {}, children }),
    );
  const withLook = <O extends { wrapper?: unknown }>(options: O | undefined) => {
    const Outer = options?.wrapper as ((props: { children: ReactNode }) => ReactNode) | undefined;
    const wrapper = Outer
      ? ({ children }: { children: ReactNode }) =>
          createElement(InLook, null, createElement(Outer, null, children))
      : InLook;
    return { ...options, wrapper };
  };
  return {
    ...rtl,
    render: ((ui: Parameters<typeof rtl.render>[0], options?: Parameters<typeof rtl.render>[1]) =>
      rtl.render(ui, withLook(options) as never)) as typeof rtl.render,
    renderHook: ((hook: never, options?: { wrapper?: unknown }) =>
      rtl.renderHook(hook, withLook(options) as never)) as typeof rtl.renderHook,
  };
});
