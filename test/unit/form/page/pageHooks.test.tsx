// The form's page-level effects, each a hook of its own (ARCHITECTURE.md "The engine", "The
// hook"): tested alone, without a form or a session.
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormSession } from '../../../../src/core/session';
import { useBusyMark } from '../../../../src/react/page/useBusyMark';
import { useFlushOnHide } from '../../../../src/react/page/useFlushOnHide';
import { useFocusRequest } from '../../../../src/react/page/useFocusRequest';
import { useUnloadGuard } from '../../../../src/react/page/useUnloadGuard';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});
const domId = (key: string) => `f-${key}`;

describe('page hooks', () => {
  it('useFocusRequest focuses the first field in error on each request, else the summary', () => {
    document.body.innerHTML =
      '<div id="f-amount"><input aria-label="Amount"></div><div id="f-summary" tabindex="-1"></div>';
    let first: string | null = 'amount';
    const engine = { firstErrorKey: () => first } as unknown as FormSession;
    const { rerender } = renderHook(({ request }) => useFocusRequest(engine, domId, request), {
      initialProps: { request: 0 },
    });
    expect(document.activeElement).toBe(document.body);
    rerender({ request: 1 });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Amount');
    first = null;
    rerender({ request: 2 });
    expect(document.activeElement?.id).toBe('f-summary');
  });

  it('useBusyMark marks the re-called field busy and clears it after', () => {
    document.body.innerHTML = '<div data-field="f-currency"></div>';
    const field = document.querySelector('[data-field]');
    const { rerender } = renderHook(({ key }) => useBusyMark(key, domId), {
      initialProps: { key: 'currency' as string | null },
    });
    expect(field?.getAttribute('aria-busy')).toBe('true');
    rerender({ key: null });
    expect(field?.hasAttribute('aria-busy')).toBe(false);
  });

  it('useUnloadGuard asks before leaving only while there are unsaved changes', () => {
    let dirty = true;
    const isDirty = () => dirty;
    const { unmount } = renderHook(() => useUnloadGuard(isDirty, true));
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(true);
    dirty = false;
    expect(leave()).toBe(false);
    dirty = true;
    unmount();
    expect(leave()).toBe(false);
    renderHook(() => useUnloadGuard(isDirty, false));
    expect(leave()).toBe(false);
  });

  it('useFlushOnHide writes the draft when the page hides or goes', () => {
    const flush = vi.fn();
    const { unmount } = renderHook(() => useFlushOnHide(flush));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).not.toHaveBeenCalled();
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledTimes(2);
    unmount();
    window.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledTimes(2);
  });
});
