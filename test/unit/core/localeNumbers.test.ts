// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  displayLocaleNumber,
  readLocaleNumber,
  writeLocaleNumber,
} from '../../../src/core/values/locale/numbers';
import { dateTimeFormat, numberFormat } from '../../../src/core/values/locale/intlFormats';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('amounts in every built-in language', () => {
  it.each([
    ['fi', `12${NBSP}345,50`],
    ['sv', `12${NBSP}345,50`],
    ['nb', `12${NBSP}345,50`],
    ['pl', `12${NBSP}345,50`],
    ['fr', `12${NNBSP}345,50`],
    ['de', '12.345,50'],
    ['nl', '12.345,50'],
    ['es', '12.345,50'],
    ['da', '12.345,50'],
    ['pt', '12.345,50'],
    ['en', '12,345.50'],
  ])('%s shows 12345.5 as %j and reads it back, a plain space too', (locale, shown) => {
    expect(displayLocaleNumber(12345.5, locale, 2)).toBe(shown);
    expect(readLocaleNumber(shown, locale)).toMatchObject({ ok: true, value: 12345.5 });
    expect(readLocaleNumber(shown.replace(/[\u00a0\u202f]/, ' '), locale)).toMatchObject({
      ok: true,
      value: 12345.5,
    });
    expect(readLocaleNumber(writeLocaleNumber(12345.5, locale, 2), locale)).toMatchObject({
      value: 12345.5,
    });
  });

  it('formats follow the full tag while texts follow the language', () => {
    // de-CH groups with an apostrophe and writes a point; fr-CA writes dates as yyyy-MM-dd.
    expect(displayLocaleNumber(1234.5, 'de-CH', 2)).toMatch(/^1['\u2019]234\.50$/);
    expect(readLocaleNumber("1'234.50", 'de-CH')).toMatchObject({ ok: true, value: 1234.5 });
    expect(readLocaleNumber('1\u2019234.50', 'de-CH')).toMatchObject({ ok: true, value: 1234.5 });
    expect(readLocaleNumber('1.234,50', 'de')).toMatchObject({ ok: true, value: 1234.5 });
    expect(
      dateTimeFormat('fr-CA', { dateStyle: 'short', timeZone: 'UTC' }).format(
        Date.UTC(2026, 10, 27),
      ),
    ).toBe('2026-11-27');
  });
});

describe('fraction digits past what an engine takes', () => {
  it('formats a maxDecimals up to 100 on an engine that stops at 20 (Node 20), with every digit a double holds', () => {
    expect(writeLocaleNumber(1.25, 'en', 50)).toBe(`1.25${'0'.repeat(18)}`);
    expect(displayLocaleNumber(1.5, 'sv', 100)).toBe(`1,5${'0'.repeat(19)}`);
    expect(numberFormat('en', { maximumFractionDigits: 100 }).format(0.1)).toBe('0.1');
  });
});
