// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseEnvelope, toWire } from '../../../src/core/wire/envelope';
import { fieldKey, indexFields, mapFields, propertyOfKey } from '../../../src/core/wire/fieldIndex';
import { applyValues, envelopeToValues, validateValues } from '../../../src/core/values/formValues';
import { mergeRecall } from '../../../src/core/values/merge';
import { collectServerErrors } from '../../../src/core/values/serverMessages';
import type { JsonObject } from '../../../src/core/wire/model/types';
import { sampleWireEnvelope } from '../../fixtures/wire';

const sv = { locale: 'sv', now: () => new Date('2026-11-21T12:00:00Z') };
const AMOUNT = fieldKey('verification.amount');
const TYPE = fieldKey('verification.type');
const DATE1 = fieldKey('verification.specification[0].date1');

describe('field keys', () => {
  it('never contain dots or brackets, and decode back', () => {
    const key = fieldKey('verification.specification[0].date1');
    expect(key).not.toMatch(/[.[\]]/);
    expect(propertyOfKey(key)).toBe('verification.specification[0].date1');
    expect(propertyOfKey(fieldKey('a.b', 2))).toBe('a.b');
    expect(fieldKey("it's~2")).toMatch(/^f_[A-Za-z0-9_%-]+$/);
    expect(propertyOfKey(fieldKey("it's~2(x)!*", 3))).toBe("it's~2(x)!*");
  });

  it('index nested fields and number repeated properties', () => {
    const envelope = parseEnvelope({
      fields: [
        { property: 'x', controlType: 'TEXT', visible: true },
        {
          property: 'g',
          controlType: 'FIELD_GROUP',
          visible: false,
          fields: [{ property: 'x', controlType: 'TEXT', visible: true }],
        },
      ],
    });
    expect(indexFields(envelope).map(({ key, shown, path }) => [key, shown, path])).toEqual([
      ['f_x', true, [0]],
      ['f_g', false, [1]],
      ['f_x~2', false, [1, 0]],
    ]);
  });

  it('mapFields keeps identity where nothing changed', () => {
    const envelope = parseEnvelope(sampleWireEnvelope());
    expect(mapFields(envelope, (item) => item)).toBe(envelope);
    const changed = mapFields(envelope, (item) =>
      item.property === 'verification.specification[0].date1' ? { ...item, error: null } : item,
    );
    expect(changed.fields[1]).toBe(envelope.fields[1]);
    expect(changed.fields[3]).not.toBe(envelope.fields[3]);
  });
});

describe('envelope to values and back', () => {
  const envelope = parseEnvelope(sampleWireEnvelope());

  it('has values for shown fields only: never the hidden version', () => {
    const values = envelopeToValues(envelope, sv);
    expect(values[AMOUNT]).toBe('12,50');
    expect(values[TYPE]).toBe('receipt');
    expect(values).not.toHaveProperty(fieldKey('version'));
    expect(values).not.toHaveProperty(fieldKey('verification.specification'));
    expect(Object.keys(values)).toContain(DATE1);
  });

  it('sends untouched values exactly as the server sent them', () => {
    const values = envelopeToValues(envelope, sv);
    const { envelope: out, problems } = applyValues(envelope, values, sv);
    expect(problems).toEqual({});
    expect(JSON.stringify(toWire(out))).toBe(JSON.stringify(sampleWireEnvelope()));
  });

  it('writes changed values and reports unreadable ones without losing the server value', () => {
    const values = { ...envelopeToValues(envelope, sv), [AMOUNT]: '99,9', [DATE1]: 'soon' };
    const { envelope: out, problems } = applyValues(envelope, values, sv);
    const wire = toWire(out) as { fields: JsonObject[] };
    expect(wire.fields[1]?.value).toBe(99.9);
    expect(problems).toEqual({ [DATE1]: { code: 'date' } });
    expect(((wire.fields[3]?.fields as JsonObject[])[0] as JsonObject).value).toBe(
      '2026-03-29 00:30',
    );
    expect(wire.fields[2]?.value).toBe(7);
  });

  it('sends a LIST value the user changed without the preloaded `data` that named the old one', () => {
    const wire = sampleWireEnvelope();
    const fields = wire.fields as JsonObject[];
    fields[0] = { ...fields[0], data: { id: 'receipt', name: 'Receipt' } };
    fields.push({
      property: 'tags',
      controlType: 'LIST',
      visible: true,
      multiSelect: true,
      value: ['t-1'],
      data: { id: 't-1', name: 'Travel' },
    });
    const loaded = parseEnvelope(wire);
    const values = envelopeToValues(loaded, sv);
    const sent = (changes: Record<string, unknown>, property: string) =>
      (
        toWire(applyValues(loaded, { ...values, ...changes }, sv).envelope) as {
          fields: JsonObject[];
        }
      ).fields.find((field) => field.property === property);
    const changed = { [TYPE]: 'mileage', [fieldKey('tags')]: ['t-1', 't-2'] };
    const type = sent(changed, 'verification.type');
    expect(type).toMatchObject({ value: 'mileage' });
    expect(type).not.toHaveProperty('data');
    // Still among the values held, the preloaded one still names it.
    expect(sent(changed, 'tags')).toMatchObject({
      value: ['t-1', 't-2'],
      data: { id: 't-1', name: 'Travel' },
    });
    expect(sent({}, 'verification.type')).toMatchObject({
      value: 'receipt',
      data: { name: 'Receipt' },
    });
  });

  it('validates mandatory and formats before submit', () => {
    const values = { ...envelopeToValues(envelope, sv), [AMOUNT]: '', [TYPE]: null };
    expect(validateValues(envelope, values, sv)).toEqual({
      [AMOUNT]: { code: 'required' },
      [TYPE]: { code: 'required' },
    });
  });
});

describe('mergeRecall', () => {
  const current = parseEnvelope(sampleWireEnvelope());
  const wire = sampleWireEnvelope();
  const fields = wire.fields as JsonObject[];
  (fields[1] as JsonObject).value = 50;
  fields.splice(4, 1);
  fields.push({
    name: 'Exchange rate',
    property: 'verification.exchangeRate',
    controlType: 'DOUBLE',
    visible: true,
    value: 10.9,
  });
  const reply = parseEnvelope(wire);

  it('lets the reply win for untouched values and structure', () => {
    const merged = mergeRecall(
      { envelope: current, values: envelopeToValues(current, sv) },
      reply,
      new Set(),
      sv,
    );
    expect(merged.envelope).toBe(reply);
    expect(merged.values[AMOUNT]).toBe('50,00');
    expect(merged.values[fieldKey('verification.exchangeRate')]).toBe('10,9');
    expect(merged.values).not.toHaveProperty(fieldKey('x-future'));
    expect(merged.kept).toEqual([]);
  });

  it('keeps a value the user edited after the request left', () => {
    const values = { ...envelopeToValues(current, sv), [AMOUNT]: '12,5 still typing' };
    const merged = mergeRecall({ envelope: current, values }, reply, new Set([AMOUNT]), sv);
    expect(merged.values[AMOUNT]).toBe('12,5 still typing');
    expect(merged.kept).toEqual([AMOUNT]);
  });

  it('lets the reply win when the edited field changed type or went away', () => {
    const changedType = sampleWireEnvelope();
    ((changedType.fields as JsonObject[])[1] as JsonObject).controlType = 'INTEGER';
    ((changedType.fields as JsonObject[])[1] as JsonObject).value = 3;
    const values = { ...envelopeToValues(current, sv), [AMOUNT]: '1,5' };
    const merged = mergeRecall(
      { envelope: current, values },
      parseEnvelope(changedType),
      new Set([AMOUNT, 'f_gone']),
      sv,
    );
    expect(merged.values[AMOUNT]).toBe('3');
    expect(merged.kept).toEqual([]);
  });
});

describe('collectServerErrors', () => {
  it('places field errors and validation messages, and sends unknown properties to the form', () => {
    const wire = sampleWireEnvelope();
    ((wire.fields as JsonObject[])[1] as JsonObject).error = 'TOO_HIGH';
    ((wire.fields as JsonObject[])[2] as JsonObject).errorText = 'Version is stale';
    wire.validationErrors = [
      {
        property: 'verification.amount',
        code: 'LIMIT',
        message: 'Over the limit',
        level: 'WARNING',
      },
      { property: 'nowhere', code: 'X', message: '', level: 'ERROR' },
    ];
    const errors = collectServerErrors(parseEnvelope(wire));
    expect(errors.byKey[AMOUNT]?.map((m) => [m.code, m.message, m.level])).toEqual([
      ['TOO_HIGH', 'TOO_HIGH', 'ERROR'],
      ['LIMIT', 'Over the limit', 'WARNING'],
    ]);
    expect(errors.byKey[DATE1]?.[0]?.message).toBe('Pick a start');
    expect(errors.formMessages.map((m) => [m.property, m.message])).toEqual([
      ['version', 'Version is stale'],
      ['nowhere', 'X'],
    ]);
    expect(errors.all.map((m) => m.code)).toEqual(['TOO_HIGH', 'LIMIT', 'REQUIRED', 'ERROR', 'X']);
    expect(errors.hasErrors).toBe(true);
    expect(errors.warningsOnly).toBe(false);
  });

  it('tells a reply with warnings only', () => {
    const envelope = parseEnvelope({
      fields: [{ property: 'a', controlType: 'DOUBLE', visible: true }],
      validationErrors: [{ property: 'a', code: 'HIGH', message: 'High', level: 'WARNING' }],
    });
    expect(collectServerErrors(envelope)).toMatchObject({ hasErrors: false, warningsOnly: true });
    expect(collectServerErrors(parseEnvelope({ fields: [] }))).toMatchObject({
      hasErrors: false,
      warningsOnly: false,
      all: [],
    });
  });
});

describe('indexFields', () => {
  it('indexes an envelope once, and a changed envelope (a new fields array) anew', () => {
    const envelope = parseEnvelope(sampleWireEnvelope());
    const first = indexFields(envelope);
    // Applying an envelope asks for its index three times (values, messages, the session's).
    expect(indexFields(envelope)).toBe(first);
    expect(indexFields({ fields: envelope.fields })).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    const target = first.find(({ item }) => item.visible)?.item;
    const changed = mapFields(envelope, (item) =>
      item === target ? { ...item, visible: false } : item,
    );
    const second = indexFields(changed);
    expect(second).not.toBe(first);
    expect(second.find(({ item }) => item.property === target?.property)?.shown).toBe(false);
    expect(first.find(({ item }) => item === target)?.shown).toBe(true);
  });
});

describe('fieldKey', () => {
  it('encodes what form libraries read as nesting or quoting, and decodes back', () => {
    const property = "a.b'c!(d)*~e[0]";
    const key = fieldKey(property);
    expect(key).toBe('f_a%2Eb%27c%21%28d%29%2A%7Ee%5B0%5D');
    expect(key).not.toMatch(/[.[\]'"]/);
    expect(propertyOfKey(key)).toBe(property);
    expect(fieldKey('verification.amount')).toBe('f_verification%2Eamount');
    // The same answer each time: the shared expression carries no state between calls.
    expect(fieldKey('a(b)')).toBe(fieldKey('a(b)'));
    expect(fieldKey("x'y")).toBe('f_x%27y');
  });
});
