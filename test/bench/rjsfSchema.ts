import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { JsonObject } from '../../src/core/wire/model/types';

const CURRENCIES = ['SEK', 'EUR', 'USD', 'NOK'];

/**
 * The bench's fields as a JSON schema and its data, for the schema-driven libraries
 * (react-jsonschema-form, JSON Forms): each field a property `f<index>` of its kind, so every
 * page that draws them (the warm bench, the cold first visit) draws the same form. The uiSchema
 * hides react-jsonschema-form's submit button: the bench times the fields, not the actions.
 *
 * @example
 * const { schema, data, uiSchema } = rjsfSchema(visibleFields);
 */
export function rjsfSchema(fields: JsonObject[]) {
  const properties: Record<string, RJSFSchema> = {};
  const data: Record<string, unknown> = {};
  fields.forEach((field, index) => {
    const key = `f${index}`;
    const title = String(field.name);
    if (field.controlType === 'TEXT') properties[key] = { type: 'string', title };
    if (field.controlType === 'DOUBLE') properties[key] = { type: 'number', title };
    if (field.controlType === 'SWITCH') properties[key] = { type: 'boolean', title };
    if (field.controlType === 'DATE') properties[key] = { type: 'string', format: 'date', title };
    if (field.controlType === 'CONTENT_HOLDER')
      properties[key] = { type: 'string', format: 'data-url', title };
    if (field.controlType === 'LIST') properties[key] = { type: 'string', enum: CURRENCIES, title };
    data[key] = field.value;
  });
  const schema: RJSFSchema = { type: 'object', properties };
  const uiSchema: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  return { schema, data, uiSchema };
}
