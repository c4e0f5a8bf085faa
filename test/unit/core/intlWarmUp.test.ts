// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * ICU's first use costs 20–35 ms in Chromium: the formats module pays it in the page's first idle
 * moment, so a form shown later does not (ARCHITECTURE.md "Mount").
 */
/** Counts the `Intl.NumberFormat`s and `Intl.DateTimeFormat`s built from now on. */
function countFormats() {
  const { NumberFormat, DateTimeFormat } = Intl;
  const built = { numbers: 0, dates: 0 };
  // Intl's own members are not enumerable: the stand-in inherits them and replaces two.
  vi.stubGlobal(
    'Intl',
    Object.assign(Object.create(Intl) as typeof Intl, {
      NumberFormat: function Counted(...args: ConstructorParameters<typeof NumberFormat>) {
        built.numbers += 1;
        return new NumberFormat(...args);
      },
      DateTimeFormat: function Counted(...args: ConstructorParameters<typeof DateTimeFormat>) {
        built.dates += 1;
        return new DateTimeFormat(...args);
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
    const formats = await import('../../../src/core/values/locale/intlFormats');
    expect(idle).toHaveLength(1);
    const built = countFormats();
    idle[0]?.();
    expect(built).toEqual({ numbers: 1, dates: 1 });
    // The separators of 'en' (the form's default locale) and a DATE's echo come from the formats
    // warmed up: no new one is built.
    formats.numberFormat('en').formatToParts(1234.5);
    formats.dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(0);
    expect(built).toEqual({ numbers: 1, dates: 1 });
  });

  it('schedules nothing where there is no idle callback (server rendering, older Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.resetModules();
    const built = countFormats();
    const formats = await import('../../../src/core/values/locale/intlFormats');
    expect(built).toEqual({ numbers: 0, dates: 0 });
    expect(formats.numberFormat('sv', { maximumFractionDigits: 2 }).format(12.5)).toBe('12,5');
  });
});
