import { describe, expect, it } from 'vitest';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import type { FieldItem } from '../../../src/core/wire/model/types';
import { field } from '../../fixtures/field';
import { codecFor } from '../../../src/core/values/codecs';

// Runs once per zone of TEST_TIME_ZONES (vite.config.ts). Stockholm springs forward on
// 2026-03-29 at 01:00 UTC (02:00 -> 03:00 local) and falls back on 2026-10-25 at 01:00 UTC.
const zone = process.env.TZ ?? 'UTC';

const at = (iso: string) => () => new Date(iso);
const context = (item: FieldItem, now = at('2026-11-21T12:00:00Z')) => ({
  item,
  locale: 'en',
  now,
});

describe(`DATE in ${zone}`, () => {
  const item = field('DATE', { allowFutureDates: true });
  const codec = codecFor(item);

  it.each(['2026-03-29', '2026-10-25', '2026-01-01', '2024-02-29', '2026-12-31'])(
    'never shifts %s',
    (date) => {
      expect(codec.toEdit(date, context(item))).toBe(date);
      expect(codec.fromEdit(date, context(item))).toEqual({ ok: true, value: date });
      expect(codec.format(date, context(item))).toContain(String(Number(date.slice(8))));
    },
  );

  it('keeps the written date of a timestamp', () => {
    expect(codec.toEdit('2026-03-01T23:30:00Z', context(item))).toBe('2026-03-01');
  });

  it("rejects a date after today in the user's zone, and accepts today", () => {
    // 2026-03-29T23:30Z is already 2026-03-30 in Kiritimati (UTC+14) and in Stockholm 2026-03-30 01:30.
    const now = at('2026-03-29T23:30:00Z');
    const strict = field('DATE');
    const todayHere: Record<string, string> = {
      UTC: '2026-03-29',
      'Europe/Stockholm': '2026-03-30',
      'America/Sao_Paulo': '2026-03-29',
      'Pacific/Kiritimati': '2026-03-30',
    };
    const today = todayHere[zone] as string;
    const tomorrow = today === '2026-03-29' ? '2026-03-30' : '2026-03-31';
    const check = (date: string) => codecFor(strict).fromEdit(date, context(strict, now));
    expect(check(today)).toEqual({ ok: true, value: today });
    expect(check(tomorrow)).toEqual({ ok: false, problem: { code: 'futureDate' } });
  });
});

describe(`DATE_TIME in ${zone}`, () => {
  const item = field('DATE_TIME', { allowFutureDates: true });
  const codec = codecFor(item);
  const expectedEdit: Record<string, Record<string, string>> = {
    '2026-03-29T00:30:00Z': {
      UTC: '2026-03-29T00:30',
      'Europe/Stockholm': '2026-03-29T01:30',
      'America/Sao_Paulo': '2026-03-28T21:30',
      'Pacific/Kiritimati': '2026-03-29T14:30',
    },
    '2026-03-29T01:30:00Z': {
      UTC: '2026-03-29T01:30',
      'Europe/Stockholm': '2026-03-29T03:30',
      'America/Sao_Paulo': '2026-03-28T22:30',
      'Pacific/Kiritimati': '2026-03-29T15:30',
    },
    '2026-10-25T00:30:00Z': {
      UTC: '2026-10-25T00:30',
      'Europe/Stockholm': '2026-10-25T02:30',
      'America/Sao_Paulo': '2026-10-24T21:30',
      'Pacific/Kiritimati': '2026-10-25T14:30',
    },
  };

  it.each(Object.keys(expectedEdit))(
    'shows %s in the local zone and sends it back unchanged',
    (wire) => {
      const edit = codec.toEdit(wire, context(item));
      expect(edit).toBe(expectedEdit[wire]?.[zone]);
      expect(codec.fromEdit(edit, context(item))).toEqual({ ok: true, value: wire });
    },
  );

  it('reports a wall-clock time the clock skips instead of moving it', () => {
    const result = codec.fromEdit('2026-03-29T02:30', context(item));
    if (zone === 'Europe/Stockholm')
      expect(result).toEqual({ ok: false, problem: { code: 'nonexistentTime' } });
    else expect(result.ok).toBe(true);
  });

  it('reads an ambiguous fall-back time as one instant', () => {
    const result = codec.fromEdit('2026-10-25T02:30', context(item));
    expect(result.ok).toBe(true);
    if (zone === 'Europe/Stockholm' && result.ok)
      expect(['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z']).toContain(result.value);
  });

  it('rejects an instant after now unless future dates are allowed', () => {
    const strict = field('DATE_TIME');
    const now = at('2026-03-29T00:00:00Z');
    const later = codecFor(strict).toEdit('2026-03-29T00:01:00Z', context(strict, now)) as string;
    const earlier = codecFor(strict).toEdit('2026-03-28T23:59:00Z', context(strict, now)) as string;
    expect(codecFor(strict).fromEdit(later, context(strict, now))).toEqual({
      ok: false,
      problem: { code: 'futureDate' },
    });
    expect(codecFor(strict).fromEdit(earlier, context(strict, now))).toEqual({
      ok: true,
      value: '2026-03-28T23:59:00Z',
    });
  });
});

describe(`subsistence allowance date1/date2 in ${zone}`, () => {
  const [group] = parseEnvelope({
    fields: [
      {
        property: 'verification.specification',
        controlType: 'FIELD_GROUP',
        visible: true,
        fields: [
          {
            property: 'verification.specification[0].date1',
            controlType: 'DATE_TIME',
            visible: true,
            allowFutureDates: true,
          },
        ],
      },
    ],
  }).fields;
  const item = group?.fields?.[0] as FieldItem;
  const codec = codecFor(item);

  it('reads yyyy-MM-dd HH:mm as UTC and writes it back in the same format', () => {
    expect(codec.kind).toBe('utcMinutes');
    const edit = codec.toEdit('2026-03-29 00:30', context(item));
    expect(edit).toBe(expectedLocal[zone]);
    expect(codec.fromEdit(edit, context(item))).toEqual({ ok: true, value: '2026-03-29 00:30' });
  });
});

const expectedLocal: Record<string, string> = {
  UTC: '2026-03-29T00:30',
  'Europe/Stockholm': '2026-03-29T01:30',
  'America/Sao_Paulo': '2026-03-28T21:30',
  'Pacific/Kiritimati': '2026-03-29T14:30',
};

describe(`LOCAL_DATE_TIME in ${zone}`, () => {
  const item = field('LOCAL_DATE_TIME', { allowFutureDates: true });
  const codec = codecFor(item);

  it('is a wall-clock time with no zone: no shift, no DST gap', () => {
    expect(codec.toEdit('2026-03-29T02:30:00', context(item))).toBe('2026-03-29T02:30');
    expect(codec.fromEdit('2026-03-29T02:30', context(item))).toEqual({
      ok: true,
      value: '2026-03-29T02:30:00',
    });
    expect(codec.format('2026-03-29T02:30:00', context(item))).toMatch(/2:30/);
  });

  it('rejects a wall-clock time after the local now unless allowed', () => {
    const strict = field('LOCAL_DATE_TIME');
    const now = new Date(2026, 2, 10, 12, 0); // local noon
    expect(
      codecFor(strict).fromEdit(
        '2026-03-10T12:01',
        context(strict, () => now),
      ),
    ).toEqual({ ok: false, problem: { code: 'futureDate' } });
    expect(
      codecFor(strict).fromEdit(
        '2026-03-10T11:59',
        context(strict, () => now),
      ).ok,
    ).toBe(true);
  });
});
