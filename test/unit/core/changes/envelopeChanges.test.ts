// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { envelopeChanges, shownValue, type ShowOptions } from '../../../../src/core/changes';
import { displayInstant } from '../../../../src/core/values/locale/dates';
import { parseEnvelope } from '../../../../src/core/wire/envelope';
import { mapFields } from '../../../../src/core/wire/fieldIndex';
import type { FieldItem, FieldsEnvelope, JsonValue } from '../../../../src/core/wire/model/types';
import { SCENARIOS, scenarioEnvelope } from '../../../../src/mock/scenarios';
import { wireField } from '../../../../src/mock/scenarios/wireField';

/** Intl writes no-break spaces in amounts; the tests spell them as plain ones. */
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');
const en: ShowOptions = { locale: 'en', words: { yes: 'Yes', no: 'No' } };
const allControls = () => parseEnvelope(scenarioEnvelope('allControls'));
const withValues = (envelope: FieldsEnvelope, values: Record<string, JsonValue>) =>
  mapFields(envelope, (item) =>
    Object.hasOwn(values, item.property)
      ? { ...item, value: values[item.property] as JsonValue }
      : item,
  );
const itemOf = (envelope: FieldsEnvelope, property: string): FieldItem => {
  const found: FieldItem[] = [];
  mapFields(envelope, (item) => (item.property === property && found.push(item), item));
  if (!found[0]) throw new Error(`no ${property}`);
  return found[0];
};
const shown = (envelope: FieldsEnvelope, property: string, options = en) =>
  shownValue(envelope, itemOf(envelope, property), options);
const shownText = (envelope: FieldsEnvelope, property: string, options = en) =>
  plain(shown(envelope, property, options).text);

describe('a value as the form shows it', () => {
  const envelope = allControls();

  it('shows amounts in the currency beside them, in the locale', () => {
    expect(shownText(envelope, 'verification.amount')).toBe('€1,234.50');
    expect(shownText(envelope, 'verification.amount', { ...en, locale: 'sv' })).toBe('1 234,50 €');
    const inSek = withValues(envelope, {
      'verification.currency': 'SEK',
      'verification.amount': 1200,
    });
    expect(shownText(inSek, 'verification.amount')).toBe('SEK 1,200.00');
    // No currency field, or one that holds no code: the number in the locale.
    const alone = parseEnvelope({
      fields: [wireField('distance.amount', 'DOUBLE', 'Amount', { value: 1234.5, maxDecimals: 2 })],
    });
    expect(shownText(alone, 'distance.amount')).toBe('1,234.50');
  });

  it('shows dates in the locale, instants in the user zone', () => {
    expect(shownText(envelope, 'verification.purchaseDate')).toBe('Mar 29, 2026');
    expect(shownText(envelope, 'verification.purchaseDate', { ...en, locale: 'sv' })).toBe(
      '29 mars 2026',
    );
    expect(shownText(envelope, 'verification.lastUpdated')).toBe(
      displayInstant(new Date('2026-03-29T00:30:00Z'), 'en'),
    );
    expect(shownText(envelope, 'meeting.start')).toBe('Oct 25, 2026, 2:30 AM');
    // The per-diem dates are UTC minutes (spec 2.7), shown in the user's zone.
    expect(shownText(envelope, 'verification.specification[0].date1')).toBe(
      displayInstant(new Date('2026-03-28T06:15:00Z'), 'en'),
    );
  });

  it('shows list values by name, lists as entries, switches as words, files by name', () => {
    expect(shownText(envelope, 'verification.currency')).toBe('EUR – Euro');
    expect(shown(envelope, 'verification.representation.guests')).toEqual({
      text: 'Rui Costa (Lisboa Lda), Maja Berg (Nordvik AB)',
      items: ['Rui Costa (Lisboa Lda)', 'Maja Berg (Nordvik AB)'],
    });
    expect(shown(envelope, 'emailRecipients').items).toEqual(['finance@example.se']);
    expect(shownText(envelope, 'cardLiability')).toBe('Yes');
    expect(shownText(envelope, 'verification.specification[0].meals.lunch')).toBe('No');
    expect(shown(envelope, 'verification.tags')).toEqual({ text: '', items: [] });
    expect(shownText(envelope, 'x.hologram')).toBe('{"beam":3}');
    expect(shownText(envelope, 'comment')).toBe('Two days on site.\nDinner with the client.');
    const receipt = withValues(envelope, {
      'verification.receiptAttachment': {
        id: 'c1',
        name: 'taxi.jpg',
        contentType: 'image/jpeg',
        signatureUrl: 'https://files.example.se/c1',
      },
    });
    expect(shown(receipt, 'verification.receiptAttachment')).toEqual({
      text: 'taxi.jpg',
      items: ['taxi.jpg'],
      files: [
        {
          id: 'c1',
          name: 'taxi.jpg',
          contentType: 'image/jpeg',
          url: 'https://files.example.se/c1',
        },
      ],
    });
    const unsafe = withValues(envelope, {
      'verification.receiptAttachment': { id: 'c2', name: '', signatureUrl: 'javascript:alert(1)' },
    });
    expect(shown(unsafe, 'verification.receiptAttachment').files).toEqual([
      { id: 'c2', name: 'c2', contentType: '', url: undefined },
    ]);
  });

  it('shows a LIST value without a preloaded name by the name the app knows, else its id', () => {
    const list = parseEnvelope({
      fields: [wireField('categoryId', 'LIST', 'Category', { value: 'cat-7', url: '/lists/c' })],
    });
    expect(shownText(list, 'categoryId')).toBe('cat-7');
    expect(
      shown(list, 'categoryId', {
        ...en,
        listName: (_item, id) => (id === 'cat-7' ? 'Taxi' : undefined),
      }).text,
    ).toBe('Taxi');
  });

  it('shows the items of list values that hold null, as their controls do', () => {
    const odd = withValues(envelope, {
      'verification.tags': [null, 'a', null],
      'verification.representation.guests': [null, { name: 'Anna Berg', company: '' }],
      emailRecipients: [null, { email: 'bo@example.se' }],
    });
    expect(shown(odd, 'verification.tags').items).toEqual(['a']);
    expect(shown(odd, 'verification.representation.guests').items).toEqual(['Anna Berg']);
    expect(shown(odd, 'emailRecipients').items).toEqual(['bo@example.se']);
  });
});

describe('what changed between two envelopes', () => {
  it('finds nothing between an envelope of the corpus and itself', () => {
    for (const name of Object.keys(SCENARIOS) as (keyof typeof SCENARIOS)[]) {
      const envelope = parseEnvelope(scenarioEnvelope(name));
      const again = parseEnvelope(scenarioEnvelope(name));
      expect(envelopeChanges(envelope, again, en), name).toEqual({
        changed: [],
        added: [],
        removed: [],
      });
    }
  });

  it('lists changed values with before and after as the form shows them, in server order', () => {
    const base = withValues(allControls(), {
      'verification.currency': 'SEK',
      'verification.amount': 1200,
    });
    const current = withValues(base, {
      'verification.amount': 1350,
      cardLiability: false,
      'verification.specification[0].meals.lunch': true,
    });
    const { changed, added, removed } = envelopeChanges(base, current, en);
    expect(added).toEqual([]);
    expect(removed).toEqual([]);
    expect(
      changed.map((row) => [
        row.label,
        plain(row.before?.text),
        plain(row.after?.text),
        row.groups,
      ]),
    ).toEqual([
      ['Amount', 'SEK 1,200.00', 'SEK 1,350.00', []],
      ['Paid with the company card', 'Yes', 'No', []],
      ['Lunch', 'No', 'Yes', ['Trip', 'Meals provided']],
    ]);
    expect(changed[0]).toMatchObject({ property: 'verification.amount', visible: true });
  });

  it('shows each amount in the currency of its own envelope', () => {
    const base = withValues(allControls(), {
      'verification.currency': 'SEK',
      'verification.amount': 100,
    });
    const current = withValues(base, { 'verification.currency': 'EUR' });
    const { changed } = envelopeChanges(base, current, en);
    // The amount did not change; the currency did (its name is the preloaded one of each).
    expect(changed.map((row) => row.property)).toEqual(['verification.currency']);
  });

  it('lists fields a re-call added and removed, with the groups they sit in', () => {
    const receipt = (values: Record<string, JsonValue>) =>
      withValues(parseEnvelope(scenarioEnvelope('receipt')), values);
    const base = receipt({ 'verification.amount': 10 });
    const mileage = withValues(parseEnvelope(scenarioEnvelope('mileage')), {
      'verification.distance': 12.5,
    });
    const { changed, added, removed } = envelopeChanges(base, mileage, en);
    expect(
      changed.map((row) => [row.label, plain(row.before?.text), plain(row.after?.text)]),
    ).toEqual([['Expense type', 'Receipt', 'Mileage']]);
    expect(added.map((row) => [row.label, row.before, plain(row.after?.text)])).toEqual([
      ['Travel date', null, ''],
      ['Car type', null, ''],
      ['Distance (km)', null, '12.5'],
      ['Route', null, ''],
    ]);
    expect(removed.map((row) => row.label)).toContain('Amount');
    expect(removed.find((row) => row.label === 'Amount')).toMatchObject({
      after: null,
    });
    expect(plain(removed.find((row) => row.label === 'Amount')?.before?.text)).toBe('SEK 10.00');
    const split = parseEnvelope({
      fields: [
        wireField('verification.splits', 'FIELD_GROUP', 'Split rows', {
          fields: [
            wireField('verification.splits[0]', 'FIELD_GROUP', 'Row 1', {
              fields: [
                wireField('verification.splits[0].amount', 'DOUBLE', 'Amount', { value: 5 }),
              ],
            }),
          ],
        }),
      ],
    });
    expect(envelopeChanges({ fields: [] }, split, en).added).toEqual([
      expect.objectContaining({ label: 'Amount', groups: ['Split rows', 'Row 1'] }),
    ]);
  });

  it('compares invisible fields too, flagged', () => {
    const base = allControls();
    const current = withValues(base, { 'internal.trace': 'trace-8', version: 4 });
    const { changed } = envelopeChanges(base, current, en);
    expect(
      changed.map((row) => [
        row.label,
        row.visible,
        plain(row.before?.text),
        plain(row.after?.text),
      ]),
    ).toEqual([
      ['internal.trace', false, 'trace-7', 'trace-8'],
      ['version', false, '', '4'],
    ]);
  });

  it('matches a property that occurs twice by its occurrence', () => {
    const twice = (second: string) =>
      parseEnvelope({
        fields: [
          wireField('x', 'TEXT', 'First', { value: 'a' }),
          wireField('x', 'TEXT', 'Second', { value: second }),
        ],
      });
    const { changed } = envelopeChanges(twice('b'), twice('c'), en);
    expect(changed.map((row) => [row.label, row.key])).toEqual([['Second', 'f_x~2']]);
  });
});
