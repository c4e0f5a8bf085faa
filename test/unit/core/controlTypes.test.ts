import { describe, expect, it } from 'vitest';
import { CONTROL_TYPES } from '../../../src/core/wire/model/fieldTypes';
import { defaultControlTypes } from '../../../src/core/controlTypes/defaultControlTypes';
import { controlTypeOf } from '../../../src/core/wire/controlTypeOf';
import { defaultControls } from '../../../src/react/fields/defaultControls';
import { attributesTable } from '../../../stories/support/controlAttributes';

// ARCHITECTURE.md "Control types": one definition per control type, no second list.
describe('control type definitions', () => {
  const defined = defaultControlTypes.map((definition) => definition.controlType);

  it('define every control type of the wire model, once, and the fallback', () => {
    expect([...defined].sort()).toEqual([...CONTROL_TYPES, '*'].sort());
    expect(new Set(defined).size).toBe(defined.length);
  });

  it('are what the engine reads by controlType', () => {
    for (const definition of defaultControlTypes)
      expect(controlTypeOf(definition.controlType)).toBe(definition);
    expect(controlTypeOf('NOT_A_TYPE').controlType).toBe('*');
  });

  it('each have a registry entry, and the registry has no entry without one', () => {
    expect(Object.keys(defaultControls).sort()).toEqual([...defined].sort());
    for (const [type, entry] of Object.entries(defaultControls))
      expect(entry.definition).toBe(controlTypeOf(type));
  });

  it('each list the attributes their docs table shows', () => {
    for (const definition of defaultControlTypes) {
      expect(definition.attributes[0]?.name).toBe('name');
      for (const attribute of definition.attributes)
        expect(attribute.description.length).toBeGreaterThan(0);
    }
  });

  it('make the docs tables of the stories: a row for each attribute a definition lists', () => {
    for (const definition of defaultControlTypes) {
      const kind = definition.controlType === '*' ? 'unknown' : definition.controlType;
      const table = attributesTable(kind, 'text');
      for (const attribute of definition.attributes)
        expect(table).toContain(`| \`${attribute.name}\` |`);
    }
    expect(attributesTable('DOUBLE', 'number')).toContain('More decimals than this are refused');
  });
});
