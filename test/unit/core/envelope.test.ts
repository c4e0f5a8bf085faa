// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEnvelope, toWire } from '../../../src/core/wire/envelope';
import { EnvelopeError } from '../../../src/core/wire/errors';
import { collectServerErrors } from '../../../src/core/values/serverMessages';
import { jsonEqual, jsonShape } from '../../../src/core/wire/json';
import type { JsonObject, JsonValue } from '../../../src/core/wire/model/types';
import { sampleWireEnvelope } from '../../fixtures/wire';

const normalise = (value: unknown): JsonValue => JSON.parse(JSON.stringify(value)) as JsonValue;

function problemsOf(json: unknown): string[] {
  try {
    parseEnvelope(json);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvelopeError);
    return (error as EnvelopeError).problems.map(
      (problem) => `${problem.path}: ${problem.message}`,
    );
  }
  throw new Error('expected parseEnvelope to fail');
}

describe('parseEnvelope', () => {
  it('gives every item the same slots in the same order, whatever attributes it has', () => {
    // One shape for all items (absent attributes undefined): a thousand items are not each
    // grown property by property at a form's mount (ARCHITECTURE.md "Mount").
    const envelope = parseEnvelope(sampleWireEnvelope());
    const [type, amount, version, group] = envelope.fields;
    const slots = Object.keys(type ?? {});
    expect(amount?.maxDecimals).toBe(2);
    expect(type?.maxDecimals).toBeUndefined();
    for (const item of [amount, version, group, group?.fields?.[0]])
      expect(Object.keys(item ?? {})).toEqual(slots);
  });

  it('reads the canonical shape with defaults', () => {
    const envelope = parseEnvelope(sampleWireEnvelope());
    const [type, amount, version, group] = envelope.fields;
    expect(type).toMatchObject({
      controlType: 'LIST',
      requiresUpdate: true,
      enabled: true,
      listValue: { id: 'receipt', name: 'Receipt' },
    });
    expect(amount).toMatchObject({
      value: 12.5,
      maxDecimals: 2,
      requiresUpdate: false,
      scanned: false,
      allowFutureDates: false,
    });
    expect(version).toMatchObject({ property: 'version', visible: false, value: 7 });
    expect(group?.fields?.[0]).toMatchObject({
      property: 'verification.specification[0].date1',
      error: 'REQUIRED',
    });
    expect(group?.commands).toEqual([
      {
        text: 'Split expense',
        confirmationRequired: true,
        confirmationText: 'Split?',
        command: 'SPLIT',
      },
    ]);
  });

  it('keeps unknown controlTypes and unknown attributes', () => {
    const envelope = parseEnvelope(sampleWireEnvelope());
    expect(envelope.fields[4]).toMatchObject({ controlType: 'HOLOGRAM', value: { beam: 3 } });
    expect(envelope.fields[0]?.extra).toEqual({ somethingNew: { nested: [1, 2, 3] } });
    expect(envelope.extra).toEqual({ serverHint: 'kept' });
  });

  it('lists every problem by path in one typed error', () => {
    const wire = sampleWireEnvelope();
    const fields = wire.fields as JsonObject[];
    (fields[3] as JsonObject).controlType = 42;
    ((fields[3] as JsonObject).fields as JsonObject[])[0] = { controlType: 'TEXT' };
    expect(problemsOf(wire)).toEqual([
      'fields[3].controlType: expected a string',
      'fields[3].fields[0].property: expected a string (it is required)',
    ]);
  });

  // One odd attribute never takes the form down. What cannot be rendered is refused
  // (above); any other odd value gets a safe default, is listed in `warnings`, and goes back raw.
  it.each([
    [{ fields: [], meta: 3 }, 'meta: expected an object or null'],
    [
      { fields: [{ property: 'p', controlType: 'INFORMATION', informationType: 'loud' }] },
      'fields[0].informationType: expected one of normal, information, warning, error, success, got "loud"',
    ],
    [
      { fields: [{ property: 'p', controlType: 'DOUBLE', maxDecimals: -1 }] },
      'fields[0].maxDecimals: expected an integer from 0 to 100, got -1',
    ],
    [
      { fields: [{ property: 'p', controlType: 'DOUBLE', maxDecimals: 2 ** 53 }] },
      'fields[0].maxDecimals: expected an integer from 0 to 100, got 9007199254740992',
    ],
    [
      { fields: [{ property: 'p', controlType: 'DOUBLE', maxDecimals: 101 }] },
      'fields[0].maxDecimals: expected an integer from 0 to 100, got 101',
    ],
    [
      { fields: [{ property: 'p', controlType: 'DOUBLE', maxDecimals: 1.5 }] },
      'fields[0].maxDecimals: expected an integer from 0 to 100, got 1.5',
    ],
    [
      { fields: [{ property: 'p', controlType: 'TEXT', mandatory: 'yes' }] },
      'fields[0].mandatory: expected a boolean, got "yes"',
    ],
    [
      { fields: [{ property: 'p', controlType: 'TEXT', mandatory: null }] },
      'fields[0].mandatory: expected a boolean, got null',
    ],
    [
      { fields: [{ property: 'p', controlType: 'TEXT', visible: null }] },
      'fields[0].visible: expected a boolean, got null',
    ],
    [
      { fields: [{ property: 'p', controlType: 'TEXT', custom: null }] },
      'fields[0].custom: expected a boolean, got null',
    ],
  ])(
    'reads %j with a safe default and a warning, and writes it back unchanged',
    (json, warning) => {
      const envelope = parseEnvelope(json);
      expect(envelope.warnings?.map((entry) => `${entry.path}: ${entry.message}`)).toEqual([
        warning,
      ]);
      expect(toWire(envelope)).toEqual(json);
    },
  );

  it('gives an unknown informationType the safe `information` look, and case counts', () => {
    for (const value of ['critical', 'WARNING']) {
      const envelope = parseEnvelope({
        fields: [{ property: 'n', controlType: 'INFORMATION', informationType: value }],
      });
      expect(envelope.fields[0]?.informationType).toBe('information');
    }
  });

  it('keeps safe defaults for null flags: hidden, optional, not custom', () => {
    const envelope = parseEnvelope({
      fields: [
        { property: 'p', controlType: 'TEXT', mandatory: null, visible: null, custom: null },
      ],
    });
    expect(envelope.fields[0]).toMatchObject({ mandatory: false, visible: false, custom: false });
  });

  it.each([
    [null, '(root): expected an object with `fields` and `meta`'],
    [[], '(root): expected an object with `fields` and `meta`'],
    [{}, 'fields: expected an array of field items'],
    [{ fields: [1] }, 'fields[0]: expected a field item object'],
    [
      { fields: [], validationErrors: [{ property: 'a', code: 7, message: 'm', level: 'ERROR' }] },
      'validationErrors[0].code: expected a string',
    ],
  ])('says what is wrong with %j', (json, problem) => {
    expect(problemsOf(json)).toContain(problem);
  });

  it('blocks saving on BLOCKER and on any level it does not know, never a silent save', () => {
    const envelope = parseEnvelope({
      fields: [],
      validationErrors: [
        { property: 'a', code: 'LIMIT', message: 'Over the limit', level: 'BLOCKER' },
        { property: 'b', code: 'X', message: 'Odd', level: 'INFO' },
        { property: 'c', code: 'W', message: 'Check', level: 'WARNING' },
      ],
    });
    expect(envelope.validationErrors?.map((entry) => [entry.level, entry.serverLevel])).toEqual([
      ['ERROR', 'BLOCKER'],
      ['ERROR', 'INFO'],
      ['WARNING', undefined],
    ]);
    // BLOCKER is the real service's word: only the unknown level is reported.
    expect(envelope.warnings).toEqual([
      {
        path: 'validationErrors[1].level',
        message: 'unknown level "INFO": it blocks saving like ERROR',
      },
    ]);
    const collected = collectServerErrors(envelope);
    expect(collected.hasErrors).toBe(true);
    expect(collected.warningsOnly).toBe(false);
  });

  it('refuses groups nested absurdly deep instead of overflowing the stack', () => {
    let field: JsonObject = { property: 'leaf', controlType: 'TEXT' };
    for (let level = 0; level < 40; level += 1)
      field = { property: `g${level}`, controlType: 'FIELD_GROUP', fields: [field] };
    expect(problemsOf({ fields: [field] }).join()).toMatch(/nest deeper than 32 levels/);
  });

  describe('pass-through values nested deeper than the stack allows', () => {
    /** JSON text `depth` objects deep, the way a server sends it (JSON.parse does not recurse). */
    const deepText = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const field = (extra: string) =>
      `{"property":"p","controlType":"TEXT","visible":true,"value":"x"${extra}}`;
    const cases: [string, string, string][] = [
      ['meta', `{"fields":[${field('')}],"meta":${deepText(5000)}}`, 'meta'],
      ['an unknown envelope attribute', `{"fields":[],"hint":${deepText(5000)}}`, 'hint'],
      [
        'validationErrors',
        `{"fields":[],"validationErrors":[{"property":"p","code":"c","message":"m","level":${deepText(5000)}}]}`,
        'validationErrors',
      ],
      ['a field value', `{"fields":[${field(`,"value":${deepText(5000)}`)}]}`, 'fields[0].value'],
      [
        'an unknown attribute',
        `{"fields":[${field(`,"odd":${deepText(5000)}`)}]}`,
        'fields[0].odd',
      ],
      [
        'a malformed known attribute',
        `{"fields":[${field(`,"commands":${deepText(5000)}`)}]}`,
        'fields[0].commands',
      ],
      [
        'a value inside a group',
        `{"fields":[{"property":"g","controlType":"FIELD_GROUP","fields":[${field(`,"data":${deepText(5000)}`)}]}]}`,
        'fields[0].fields[0].data',
      ],
    ];
    it.each(cases)(
      'refuses 5,000 levels in %s with an EnvelopeError naming its path',
      (_, text, path) => {
        expect(problemsOf(JSON.parse(text))).toEqual([`${path}: nests deeper than 64 levels`]);
      },
    );

    it('round-trips a value exactly at the limit, and refuses one level more', () => {
      const at = JSON.parse(
        `{"fields":[${field(`,"odd":${deepText(63)}`)}],"meta":${deepText(64)}}`,
      ) as JsonObject;
      expect(toWire(parseEnvelope(at))).toEqual(at);
      const over = JSON.parse(`{"fields":[],"meta":${deepText(65)}}`) as JsonObject;
      expect(problemsOf(over)).toEqual(['meta: nests deeper than 64 levels']);
    });
  });

  it('reads and writes overridden wire names', () => {
    const wireNames = {
      requiresUpdate: 'triggersRecall',
      fields: 'children',
      maxDecimals: 'decimals',
    };
    const wire = {
      fields: [
        {
          property: 'g',
          controlType: 'FIELD_GROUP',
          visible: true,
          children: [{ property: 'a', controlType: 'DOUBLE', triggersRecall: true, decimals: 3 }],
        },
      ],
    };
    const envelope = parseEnvelope(wire, { wireNames });
    expect(envelope.fields[0]?.fields?.[0]).toMatchObject({ requiresUpdate: true, maxDecimals: 3 });
    expect(envelope.fields[0]?.fields?.[0]?.extra).toEqual({});
    expect(JSON.stringify(toWire(envelope, { wireNames }))).toBe(JSON.stringify(wire));
  });
});

describe('JSON helpers on values of any depth', () => {
  /** An object nested `depth` levels, built without recursion. */
  const nested = (depth: number, leaf: JsonValue = 1): JsonValue => {
    let value = leaf;
    for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
    return value;
  };

  it('compares values 20,000 levels deep without overflowing', () => {
    expect(jsonEqual(nested(20_000), nested(20_000))).toBe(true);
    expect(jsonEqual(nested(20_000), nested(20_000, 2))).toBe(false);
    expect(jsonEqual({ a: [1, { b: NaN }] }, { a: [1, { b: NaN }] })).toBe(true);
    expect(jsonEqual({ a: 1 }, { b: 1 })).toBe(false);
  });

  it('tells JSON from values too deep or not JSON, without overflowing', () => {
    expect(jsonShape(nested(64))).toBe('json');
    expect(jsonShape(nested(65))).toBe('too-deep');
    expect(jsonShape(nested(20_000))).toBe('too-deep');
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(jsonShape(cycle)).toBe('too-deep');
    expect(jsonShape({ file: new Blob(['%PDF']) })).toBe('not-json');
    expect(jsonShape([1, Number.POSITIVE_INFINITY])).toBe('not-json');
    expect(jsonShape({ when: new Date(0) })).toBe('not-json');
    expect(jsonShape(Object.assign(Object.create(null) as object, { a: 'x' }))).toBe('json');
  });
});

describe('toWire', () => {
  it('returns the server JSON unchanged, order and unknown attributes included', () => {
    const wire = sampleWireEnvelope();
    expect(JSON.stringify(toWire(parseEnvelope(wire)))).toBe(JSON.stringify(wire));
  });

  it('writes changed values, and adds attributes that became non-default', () => {
    const envelope = parseEnvelope(sampleWireEnvelope());
    const amount = envelope.fields[1];
    if (!amount) throw new Error('fixture changed');
    envelope.fields[1] = { ...amount, value: 99.95, scanned: true, error: 'TOO_HIGH' };
    const out = toWire(envelope) as { fields: JsonObject[] };
    expect(out.fields[1]).toMatchObject({
      value: 99.95,
      scanned: true,
      error: 'TOO_HIGH',
      maxDecimals: 2,
    });
    expect(Object.keys(out.fields[1] ?? {}).slice(-1)).toEqual(['scanned']);
  });

  it('writes items built in code with only non-default attributes', () => {
    const envelope = parseEnvelope({ fields: [] });
    const [built] = parseEnvelope({ fields: [{ property: 'a', controlType: 'TEXT' }] }).fields;
    if (!built) throw new Error('no field');
    envelope.fields.push({
      ...built,
      wire: undefined,
      wireKeys: [],
      value: 'x',
    });
    expect(toWire(envelope)).toEqual({
      fields: [{ property: 'a', controlType: 'TEXT', value: 'x' }],
    });
  });
});

// ------------------------------------------------------------------ properties

const knownKeys = new Set([
  'name',
  'property',
  'controlType',
  'mandatory',
  'visible',
  'value',
  'error',
  'errorText',
  'custom',
  'url',
  'qrCodeSupported',
  'requiresUpdate',
  'scanned',
  'allowFutureDates',
  'enabled',
  'fields',
  'removable',
  'commands',
  'informationType',
  'dismissible',
  'multiSelect',
  'itemType',
  'iconUrl',
  'replacementText',
  'maxDecimals',
  'data',
]);
const unknownAttributes = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 8 }).filter((key) => !knownKeys.has(key)),
  fc.jsonValue({ maxDepth: 2 }),
  { maxKeys: 3 },
);
const nullableString = fc.option(fc.string({ maxLength: 10 }), { nil: null });
const command = fc.record({
  text: fc.string(),
  command: fc.string(),
  confirmationRequired: fc.boolean(),
  confirmationText: nullableString,
});

const { field } = fc.letrec<{ field: JsonObject }>((tie) => ({
  field: fc
    .tuple(
      fc.record(
        {
          name: nullableString,
          property: fc.string({ maxLength: 30 }),
          controlType: fc.constantFrom('TEXT', 'DOUBLE', 'LIST', 'FIELD_GROUP', 'MYSTERY', 'DATE'),
          mandatory: fc.boolean(),
          visible: fc.boolean(),
          value: fc.jsonValue({ maxDepth: 2 }),
          error: nullableString,
          errorText: nullableString,
          custom: fc.boolean(),
          url: fc.string(),
          requiresUpdate: fc.boolean(),
          scanned: fc.boolean(),
          enabled: fc.boolean(),
          removable: fc.boolean(),
          commands: fc.array(command, { maxLength: 2 }),
          informationType: fc.constantFrom('normal', 'information', 'warning', 'error', 'success'),
          maxDecimals: fc.nat(6),
          listValue: fc.record({ id: fc.string(), name: fc.string() }),
          fields: fc.array(tie('field'), { maxLength: 2 }),
        },
        { requiredKeys: ['property', 'controlType'] },
      ),
      unknownAttributes,
    )
    .map(([known, unknown]) => ({ ...unknown, ...known }) as JsonObject),
}));

const envelopeArbitrary = fc
  .record(
    {
      fields: fc.array(field, { maxLength: 5 }),
      meta: fc.option(
        fc.record({
          capabilities: fc.constant(null),
          sections: fc.jsonValue({ maxDepth: 1 }),
          summary: fc.constant(null),
        }),
        { nil: null },
      ),
      validationErrors: fc.array(
        fc.record({
          property: fc.string(),
          code: fc.string(),
          message: fc.string(),
          level: fc.constantFrom('ERROR', 'WARNING'),
        }),
      ),
    },
    { requiredKeys: ['fields'] },
  )
  .map((value) => normalise(value));

describe('properties', () => {
  it('parse then toWire returns the server JSON unchanged', () => {
    fc.assert(
      fc.property(envelopeArbitrary, (wire) => {
        expect(JSON.stringify(toWire(parseEnvelope(wire)))).toBe(JSON.stringify(wire));
      }),
      { numRuns: 300 },
    );
  });

  it('no random JSON makes parseEnvelope throw anything but EnvelopeError', () => {
    const anyJson = fc.oneof(
      fc.jsonValue(),
      fc.record({
        fields: fc.array(fc.jsonValue({ maxDepth: 3 })),
        meta: fc.jsonValue({ maxDepth: 1 }),
      }),
      fc.record({
        fields: fc.array(
          fc.dictionary(fc.constantFrom(...knownKeys), fc.jsonValue({ maxDepth: 2 })),
        ),
      }),
    );
    fc.assert(
      fc.property(anyJson, (json) => {
        try {
          const envelope = parseEnvelope(normalise(json));
          expect(() => toWire(envelope)).not.toThrow();
        } catch (error) {
          expect(error).toBeInstanceOf(EnvelopeError);
        }
      }),
      { numRuns: 500 },
    );
  });
});
