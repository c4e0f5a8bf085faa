// The cold page's `lib=rjsf`: react-jsonschema-form with its default theme and its ajv validator,
// as an app's page holds it; none of our code beyond the bench's envelope.
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';
import type { ColdDraw } from './cold';
import { rjsfSchema } from './rjsfSchema';

/**
 * Draws the fields as the warm bench page's `lib=rjsf` does: the same schema, data and uiSchema.
 *
 * @example
 * coldRjsf({ root, wire, fields, params });
 */
export const coldRjsf: ColdDraw = ({ root, fields }) => {
  const { schema, data, uiSchema } = rjsfSchema(fields);
  createRoot(root).render(
    <Form schema={schema} formData={data} validator={validator} uiSchema={uiSchema} />,
  );
};
