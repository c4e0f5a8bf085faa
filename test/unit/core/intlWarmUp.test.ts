// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * ICU's first use costs 20–35 ms in Chromium: the formats module pays it in the page's first idle
 * moment, so a form shown later does not (ARCHITECTURE.md "Mount").
 */
/** Counts the `Intl.NumberFormat`s built from now on. */
function countNumberFormats() {
  const Original = Intl.NumberFormat;
  const built = { count: 0 };
  // Intl's own members are not enumerable: the stand-in inherits them and replaces one.
  vi.stubGlobal(
    'Intl',
    Object.assign(Object.create(Intl) as typeof Intl, {
      NumberFormat: function NumberFormat(...args: ConstructorParameters<typeof Original>) {
        built.count += 1;
        return new Original(...args);
      },
    }),
  );
  return built;
}

describe('Intl warm-up', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('builds the formats a form uses first in an idle callback, and a form then reuses them', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.resetModules();
    const formats = await import('../../../src/core/values/intlFormats');
    expect(idle).toHaveLength(1);
    const built = countNumberFormats();
    idle[0]?.();
    expect(built.count).toBe(1);
    // The separators of 'en' (the form's default locale) come from the format warmed up: no new one.
    formats.numberFormat('en').formatToParts(1234.5);
    expect(built.count).toBe(1);
  });

  it('schedules nothing where there is no idle callback (server rendering, older Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.resetModules();
    const built = countNumberFormats();
    const formats = await import('../../../src/core/values/intlFormats');
    expect(built.count).toBe(0);
    expect(formats.numberFormat('sv', { maximumFractionDigits: 2 }).format(12.5)).toBe('12,5');
  });
});
