import { describe, expect, it } from 'vitest';
import { addMonths, firstDayOfWeek, monthWeeks } from '../../../src/controls/dates/calendarMonth';
import { datePattern, segmentsOf } from '../../../src/controls/dates/datePattern';
import { draftEdit, readDateText, typeDigit } from '../../../src/controls/dates/dateDraft';
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
