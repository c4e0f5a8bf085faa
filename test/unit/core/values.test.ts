// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  displayLocaleNumber,
  readLocaleNumber,
  writeLocaleNumber,
} from '../../../src/core/values/locale/numbers';
import type { FieldItem } from '../../../src/core/wire/model/types';
import { field } from '../../fixtures/field';
import { checkEdit, codecFor, isEmailAddress } from '../../../src/core/values/codecs';
import { isSafeHttpUrl } from '../../../src/core/values/urls';
import { calendarDateEcho, displayCalendarDate } from '../../../src/core/values/locale/dates';

const ctx = (item: FieldItem, locale = 'en') => ({ item, locale });

describe('locale numbers', () => {
  it.each([
    ['12,50', 'sv', 12.5, 1],
    ['12,50', 'nb', 12.5, 1],
    ['12,50', 'pt', 12.5, 1],
    ['12.50', 'en', 12.5, 1],
    ['1 234,5', 'sv', 1234.5, 1],
    ['1\u00a0234,5', 'sv', 1234.5, 1],
    ['1.234,56', 'pt', 1234.56, 2],
    ['1,234.5', 'en', 1234.5, 1],
    ['12.5', 'sv', 12.5, 1],
    ['-3', 'en', -3, 0],
    ['\u22123,5', 'sv', -3.5, 1],
    ['', 'sv', null, 0],
  ])('reads %j in %s', (text, locale, value, decimals) => {
    expect(readLocaleNumber(text, locale)).toEqual({ ok: true, value, decimals });
  });

  it.each([
    ['12,5,0', 'sv'],
    ['1,23.4', 'en'],
    ['abc', 'en'],
    ['1e5', 'en'],
    ['12..5', 'en'],
    ['1.23,4', 'pt'],
  ])('refuses %j in %s', (text, locale) => {
    expect(readLocaleNumber(text, locale)).toEqual({ ok: false, reason: 'number' });
  });

  it('reads a number the same with a space before it', () => {
    const texts = [
      '0',
      '-0',
      '7',
      '12.',
      '12,',
      '12.50',
      '12,50',
      '-3,25',
      '0.000',
      '1234.5',
      '1,234',
      '9'.repeat(400),
    ];
    for (const locale of ['en', 'sv', 'pt', 'nb', 'ar', 'de-CH'])
      for (const text of texts)
        expect([locale, text, readLocaleNumber(text, locale)]).toEqual([
          locale,
          text,
          readLocaleNumber(` ${text}`, locale),
        ]);
  });

  it('writes for editing without grouping and with the decimals of the field', () => {
    expect(writeLocaleNumber(12.5, 'sv', 2)).toBe('12,50');
    expect(writeLocaleNumber(1234.5, 'en', 2)).toBe('1234.50');
    expect(writeLocaleNumber(0.123, 'en', 2)).toBe('0.123');
    expect(writeLocaleNumber(7, 'pt')).toBe('7');
    expect(writeLocaleNumber(1e-7, 'en')).toBe('0.0000001');
  });

  it('displays with grouping', () => {
    expect(displayLocaleNumber(1234.5, 'en', 2)).toBe('1,234.50');
    expect(displayLocaleNumber(1234.5, 'sv', 2)).toBe('1\u00a0234,50');
  });
});

describe('DOUBLE codec', () => {
  const amount = field('DOUBLE', { maxDecimals: 2 });
  const codec = codecFor(amount);
  it('round-trips in sv', () => {
    expect(codec.toEdit(12.5, ctx(amount, 'sv'))).toBe('12,50');
    expect(codec.fromEdit('12,50', ctx(amount, 'sv'))).toEqual({ ok: true, value: 12.5 });
  });
  it('respects maxDecimals', () => {
    expect(codec.fromEdit('12,505', ctx(amount, 'sv'))).toEqual({
      ok: false,
      problem: { code: 'decimals', params: { max: 2 } },
    });
    expect(codec.fromEdit('12,500', ctx(amount, 'sv'))).toEqual({ ok: true, value: 12.5 });
  });
  it('reports what is not a number and formats for display', () => {
    expect(codec.fromEdit('twelve', ctx(amount))).toEqual({
      ok: false,
      problem: { code: 'number' },
    });
    expect(codec.format(1234.5, ctx(amount, 'en'))).toBe('1,234.50');
    expect(codec.format(null, ctx(amount))).toBe('');
    expect(codec.toEdit(null, ctx(amount))).toBe('');
  });
});

describe('INTEGER codec', () => {
  const count = field('INTEGER');
  const codec = codecFor(count);
  it.each([
    ['3', 3],
    ['', null],
    ['1 000', 1000],
  ])('reads %j', (text, value) =>
    expect(codec.fromEdit(text, ctx(count, 'sv'))).toEqual({ ok: true, value }),
  );
  it.each(['3,5', 'x', '99999999999999999999'])('refuses %j', (text) =>
    expect(codec.fromEdit(text, ctx(count, 'sv'))).toEqual({
      ok: false,
      problem: { code: 'integer' },
    }),
  );
  it('edits and formats', () => {
    expect(codec.toEdit(4, ctx(count))).toBe('4');
    expect(codec.format(12345, ctx(count))).toBe('12,345');
  });
});

describe('text, URL, switch', () => {
  it('TEXT sends an emptied field as null', () => {
    const text = field('TEXT');
    expect(codecFor(text).toEdit(null, ctx(text))).toBe('');
    expect(codecFor(text).fromEdit('', ctx(text))).toEqual({ ok: true, value: null });
    expect(codecFor(text).fromEdit('Lunch', ctx(text))).toEqual({ ok: true, value: 'Lunch' });
    expect(codecFor(field('MULTI_LINE_TEXT')).kind).toBe('text');
  });
  it('URL accepts http and https only', () => {
    const link = field('URL');
    expect(codecFor(link).fromEdit('https://example.com/a', ctx(link))).toEqual({
      ok: true,
      value: 'https://example.com/a',
    });
    expect(codecFor(link).fromEdit('javascript:alert(1)', ctx(link))).toEqual({
      ok: false,
      problem: { code: 'url' },
    });
    expect(isSafeHttpUrl('data:text/html,x')).toBe(false);
    expect(isSafeHttpUrl('/relative')).toBe(false);
    expect(isSafeHttpUrl('http://example.com')).toBe(true);
  });
  it('SWITCH is a boolean and never empty', () => {
    const toggle = field('SWITCH', { mandatory: true });
    expect(codecFor(toggle).toEdit(null, ctx(toggle))).toBe(false);
    expect(codecFor(toggle).fromEdit(true, ctx(toggle))).toEqual({ ok: true, value: true });
    expect(checkEdit(toggle, false, ctx(toggle))).toEqual({ ok: true, value: false });
  });
});

describe('lists of people', () => {
  it('RECIPIENT_LIST edits addresses and checks each', () => {
    const recipients = field('RECIPIENT_LIST');
    const codec = codecFor(recipients);
    expect(codec.toEdit([{ email: 'a@b.se' }, { nope: 1 }], ctx(recipients))).toEqual(['a@b.se']);
    expect(codec.fromEdit(['a@b.se', ' c@d.pt '], ctx(recipients))).toEqual({
      ok: true,
      value: [{ email: 'a@b.se' }, { email: 'c@d.pt' }],
    });
    expect(codec.fromEdit(['a@b.se', 'not-an-address'], ctx(recipients))).toEqual({
      ok: false,
      problem: { code: 'email', params: { email: 'not-an-address' } },
    });
    expect(codec.format([{ email: 'a@b.se' }, { email: 'c@d.pt' }], ctx(recipients))).toBe(
      'a@b.se, c@d.pt',
    );
    expect(isEmailAddress('a b@c.se')).toBe(false);
  });
  it('GUEST_LIST needs a name on every row', () => {
    const guests = field('GUEST_LIST');
    const codec = codecFor(guests);
    expect(codec.toEdit([{ name: 'Ana', company: 'ACME' }], ctx(guests))).toEqual([
      { name: 'Ana', company: 'ACME' },
    ]);
    expect(codec.fromEdit([{ name: ' Ana ', company: '' }], ctx(guests))).toEqual({
      ok: true,
      value: [{ name: 'Ana', company: '' }],
    });
    expect(
      codec.fromEdit(
        [
          { name: 'Ana', company: '' },
          { name: ' ', company: 'X' },
        ],
        ctx(guests),
      ),
    ).toEqual({ ok: false, problem: { code: 'guestName', params: { row: 2 } } });
    expect(
      codec.format(
        [
          { name: 'Ana', company: '' },
          { name: 'Rui', company: '' },
        ],
        ctx(guests),
      ),
    ).toBe('Ana, Rui');
  });
});

describe('LIST and others', () => {
  it('LIST is an id, or ids with multiSelect; the preloaded value (data) labels it', () => {
    const single = field('LIST', { data: { id: 'car', name: 'Car' } });
    expect(codecFor(single).toEdit('car', ctx(single))).toBe('car');
    expect(codecFor(single).format('car', ctx(single))).toBe('Car');
    // The real service's sample: the preloaded value names the server's value, whatever its id.
    const sample = field('LIST', { value: '1', data: { id: 'car-private', name: 'Private car' } });
    expect(codecFor(sample).format('1', ctx(sample))).toBe('Private car');
    expect(codecFor(sample).format('2', ctx(sample))).toBe('2');
    expect(codecFor(single).fromEdit('', ctx(single))).toEqual({ ok: true, value: null });
    const multi = field('LIST', { multiSelect: true });
    expect(codecFor(multi).toEdit(['a', 3, 'b'], ctx(multi))).toEqual(['a', 'b']);
    expect(codecFor(multi).fromEdit(['a'], ctx(multi))).toEqual({ ok: true, value: ['a'] });
    expect(codecFor(multi).isEmpty([])).toBe(true);
  });
  it('unknown types and holders pass values through', () => {
    const unknown = field('HOLOGRAM');
    expect(codecFor(unknown).kind).toBe('passThrough');
    expect(codecFor(unknown).toEdit({ beam: 1 }, ctx(unknown))).toEqual({ beam: 1 });
    expect(codecFor(field('CONTENT_HOLDER')).fromEdit(undefined, ctx(unknown))).toEqual({
      ok: true,
      value: null,
    });
    expect(codecFor(field('toString')).kind).toBe('passThrough');
  });
  it('checks mandatory before format', () => {
    const amount = field('DOUBLE', { mandatory: true });
    expect(checkEdit(amount, '  ', ctx(amount))).toEqual({
      ok: false,
      problem: { code: 'required' },
    });
    expect(checkEdit(field('GUEST_LIST', { mandatory: true }), [], ctx(amount))).toEqual({
      ok: false,
      problem: { code: 'required' },
    });
  });
  it('rejects impossible calendar dates and times', () => {
    const date = field('DATE', { allowFutureDates: true });
    expect(codecFor(date).fromEdit('2026-02-30', ctx(date))).toEqual({
      ok: false,
      problem: { code: 'date' },
    });
    const local = field('LOCAL_DATE_TIME');
    expect(codecFor(local).fromEdit('2026-02-10T25:00', ctx(local))).toEqual({
      ok: false,
      problem: { code: 'date' },
    });
    const instant = field('DATE_TIME');
    expect(codecFor(instant).fromEdit('yesterday', ctx(instant))).toEqual({
      ok: false,
      problem: { code: 'date' },
    });
    expect(codecFor(instant).toEdit('garbage', ctx(instant))).toBe('');
  });
});

describe('calendarDateEcho', () => {
  it('spells out a calendar date in the locale, and echoes nothing for anything else', () => {
    expect(calendarDateEcho('2026-03-29', 'en')).toBe('Mar 29, 2026');
    expect(calendarDateEcho('2026-03-29', 'sv')).toBe(displayCalendarDate('2026-03-29', 'sv'));
    // Not a day of the calendar, not yyyy-MM-dd, or a timestamp: no echo (the display shows them).
    expect(calendarDateEcho('2026-02-30', 'en')).toBe('');
    expect(calendarDateEcho('2026-3-29', 'en')).toBe('');
    expect(calendarDateEcho('2026-03-29T00:00:00Z', 'en')).toBe('');
    expect(displayCalendarDate('2026-03-29T00:00:00Z', 'en')).toBe('Mar 29, 2026');
  });
});
