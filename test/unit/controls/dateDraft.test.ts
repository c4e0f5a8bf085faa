import { describe, expect, it } from 'vitest';
import { addMonths, firstDayOfWeek, monthWeeks } from '../../../src/controls/dates/calendarMonth';
import { datePattern, segmentsOf } from '../../../src/controls/dates/datePattern';
import {
  draftEdit,
  draftOf,
  readDateText,
  stepSegment,
  typeDigit,
  type DateDraft,
} from '../../../src/controls/dates/dateDraft';
import { segmentKey } from '../../../src/controls/dates/segmentKey';
import { BUILT_IN_LANGUAGES } from '../../../src/i18n/textLanguage';

// Every built-in language, and English as two countries write it.
const LOCALES = [...BUILT_IN_LANGUAGES, 'en-US', 'en-GB'];

describe('date segments in the form’s locale', () => {
  it('follows each locale’s order and separators', () => {
    const shown = (locale: string) =>
      datePattern(locale, 'date')
        .map((part) => (part.type === 'literal' ? part.text : part.type[0]))
        .join('');
    expect(shown('sv')).toBe('y-m-d');
    expect(shown('de')).toBe('d.m.y');
    expect(shown('nb')).toBe('d.m.y');
    expect(shown('fi')).toBe('d.m.y');
    expect(shown('fr')).toBe('d/m/y');
    expect(shown('es')).toBe('d/m/y');
    expect(shown('en-US')).toBe('m/d/y');
    expect(segmentsOf(datePattern('de', 'dateTime'))).toEqual([
      'day',
      'month',
      'year',
      'hour',
      'minute',
    ]);
  });

  it('reads a pasted 2026-11-20 and 20.11.2026 as the same date in every locale', () => {
    for (const locale of LOCALES)
      for (const text of ['2026-11-20', '20.11.2026', ' 2026-11-20T00:00:00Z '])
        expect(
          readDateText(text, datePattern(locale, 'date'), 'date'),
          `${locale} ${text}`,
        ).toEqual({
          year: '2026',
          month: '11',
          day: '20',
        });
  });

  it('reads the locale’s own order, refuses letters and numbers that fit no order', () => {
    expect(readDateText('11/20/2026', datePattern('en-US', 'date'), 'date')).toMatchObject({
      month: '11',
      day: '20',
    });
    expect(readDateText('20/11/2026', datePattern('fr', 'date'), 'date')).toMatchObject({
      month: '11',
      day: '20',
    });
    expect(readDateText('20 nov 2026', datePattern('fr', 'date'), 'date')).toBeNull();
    expect(readDateText('40/40/2026', datePattern('fr', 'date'), 'date')).toBeNull();
    expect(readDateText('2026-11-20 14:30', datePattern('de', 'dateTime'), 'dateTime')).toEqual({
      year: '2026',
      month: '11',
      day: '20',
      hour: '14',
      minute: '30',
    });
  });

  it('gives the form an edit value only for a whole, real date', () => {
    const de = datePattern('de', 'date');
    expect(draftEdit({}, de, 'date')).toEqual({ status: 'empty', edit: '' });
    expect(draftEdit({ day: '20', month: '11' }, de, 'date')).toEqual({
      status: 'partial',
      edit: '20.11.––––',
    });
    expect(draftEdit({ day: '31', month: '2', year: '2026' }, de, 'date')).toEqual({
      status: 'impossible',
      edit: '31.02.2026',
    });
    expect(draftEdit({ day: '29', month: '2', year: '2024' }, de, 'date')).toEqual({
      status: 'whole',
      edit: '2024-02-29',
    });
    expect(
      draftEdit(
        { day: '1', month: '3', year: '2026', hour: '2', minute: '30' },
        datePattern('de', 'dateTime'),
        'dateTime',
      ),
    ).toEqual({ status: 'whole', edit: '2026-03-01T02:30' });
  });

  it('moves on when no further digit could fit', () => {
    expect(typeDigit('', '4', 'day')).toEqual({ digits: '4', done: true });
    expect(typeDigit('', '3', 'day')).toEqual({ digits: '3', done: false });
    expect(typeDigit('3', '1', 'day')).toEqual({ digits: '31', done: true });
    expect(typeDigit('', '1', 'month')).toEqual({ digits: '1', done: false });
    expect(typeDigit('1', '5', 'month')).toEqual({ digits: '5', done: true });
    expect(typeDigit('202', '6', 'year')).toEqual({ digits: '2026', done: true });
  });

  it('lays out a month from the locale’s first day of the week, with no zone shift', () => {
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(firstDayOfWeek('de')).toBe(1);
    expect(monthWeeks('2026-11-20', 1)[0]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      '2026-11-01',
    ]);
    expect(monthWeeks('2026-11-20', 0)[0]?.[0]).toBe('2026-11-01');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });
});

describe('12-hour clocks', () => {
  const us = datePattern('en-US', 'dateTime');
  const edit = (draft: DateDraft) => draftEdit(draft, us, 'dateTime');

  it('gives en-US an AM/PM segment after the minutes; 24-hour locales keep theirs', () => {
    expect(segmentsOf(us)).toEqual(['month', 'day', 'year', 'hour12', 'minute', 'dayPeriod']);
    expect(us.find((part) => part.type === 'dayPeriod')).toMatchObject({ labels: ['AM', 'PM'] });
    expect(segmentsOf(datePattern('en-US', 'date'))).toEqual(['month', 'day', 'year']);
    for (const locale of ['sv', 'de', 'fr', 'en-GB'])
      expect(segmentsOf(datePattern(locale, 'dateTime')), locale).toEqual(
        expect.arrayContaining(['hour', 'minute']),
      );
    expect(segmentsOf(datePattern('en-GB', 'dateTime'))).not.toContain('dayPeriod');
  });

  it('drafts midnight as 12 AM, noon as 12 PM, and 13:45 as 01 PM', () => {
    const time = (value: string) => {
      const { hour12, minute, dayPeriod } = draftOf(`2026-11-20T${value}`, 'dateTime', us);
      return `${hour12}:${minute} ${dayPeriod === '1' ? 'PM' : 'AM'}`;
    };
    expect(time('00:00')).toBe('12:00 AM');
    expect(time('00:30')).toBe('12:30 AM');
    expect(time('01:05')).toBe('01:05 AM');
    expect(time('11:59')).toBe('11:59 AM');
    expect(time('12:00')).toBe('12:00 PM');
    expect(time('12:30')).toBe('12:30 PM');
    expect(time('13:45')).toBe('01:45 PM');
    expect(time('23:59')).toBe('11:59 PM');
  });

  it('round-trips every minute of a day through the 12-hour draft unchanged', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 1) {
      const value = `2026-11-20T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      expect(edit(draftOf(value, 'dateTime', us))).toEqual({ status: 'whole', edit: value });
    }
  });

  it('sends 12 AM as 00 and 12 PM as 12; a time without AM/PM is not whole', () => {
    const date = { month: '11', day: '20', year: '2026', minute: '15' };
    expect(edit({ ...date, hour12: '12', dayPeriod: '0' }).edit).toBe('2026-11-20T00:15');
    expect(edit({ ...date, hour12: '12', dayPeriod: '1' }).edit).toBe('2026-11-20T12:15');
    expect(edit({ ...date, hour12: '1', dayPeriod: '1' }).edit).toBe('2026-11-20T13:15');
    // Shown as typed (the codecs refuse it, so nothing is sent): the period still dashes.
    expect(edit({ ...date, hour12: '02' })).toEqual({
      status: 'partial',
      edit: expect.stringMatching(/^11\/20\/2026, 02:15\s––$/),
    });
  });

  it('takes a and p in the AM/PM segment, steps it with the arrows, and ignores digits', () => {
    const state = { draft: {}, typing: null };
    expect(segmentKey(state, 'dayPeriod', 'p', undefined)).toMatchObject({
      draft: { dayPeriod: '1' },
    });
    expect(segmentKey(state, 'dayPeriod', 'A', undefined)).toMatchObject({
      draft: { dayPeriod: '0' },
    });
    expect(segmentKey(state, 'dayPeriod', '3', undefined)).toEqual({ kind: 'ignore' });
    expect(segmentKey(state, 'dayPeriod', 'x', undefined)).toEqual({ kind: 'refuse' });
    const pm = { draft: { dayPeriod: '1' }, typing: null };
    expect(segmentKey(pm, 'dayPeriod', 'ArrowUp', undefined)).toMatchObject({
      draft: { dayPeriod: '0' },
    });
    const afternoon = new Date(2026, 10, 20, 15, 0);
    expect(stepSegment({}, 'dayPeriod', 1, afternoon)).toBe('1');
    expect(stepSegment({}, 'hour12', 1, afternoon)).toBe('03');
    expect(stepSegment({ hour12: '12' }, 'hour12', 1, afternoon)).toBe('01');
  });

  it('types the hour as 1–12: a 1 waits for a second digit, a 2 moves on', () => {
    expect(typeDigit('', '1', 'hour12')).toEqual({ digits: '1', done: false });
    expect(typeDigit('1', '2', 'hour12')).toEqual({ digits: '12', done: true });
    expect(typeDigit('1', '3', 'hour12')).toEqual({ digits: '3', done: true });
    expect(typeDigit('', '2', 'hour12')).toEqual({ digits: '2', done: true });
  });

  it('reads a pasted time with AM/PM, or a 24-hour one, onto the 12-hour clock', () => {
    const read = (text: string) => {
      const draft = readDateText(text, us, 'dateTime');
      return draft && edit(draft).edit;
    };
    expect(read('11/20/2026, 2:30 PM')).toBe('2026-11-20T14:30');
    expect(read('11/20/2026 12:05 a.m.')).toBe('2026-11-20T00:05');
    expect(read('11/20/2026 12:05 pm')).toBe('2026-11-20T12:05');
    expect(read('2026-11-20T14:30')).toBe('2026-11-20T14:30');
    expect(read('11/20/2026 13:30 PM')).toBeNull();
    // A 24-hour locale reads the same texts onto its own clock.
    const de = readDateText('20.11.2026 2:30 PM', datePattern('de', 'dateTime'), 'dateTime');
    expect(de).toMatchObject({ hour: '14', minute: '30' });
  });
});
