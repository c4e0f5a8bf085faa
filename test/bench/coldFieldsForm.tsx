// The cold page's `lib=fieldsform`: our form as an app's page holds it, and nothing else.
import { createRoot } from 'react-dom/client';
import { parseEnvelope } from '../../src/core/wire/envelope';
import { FieldsForm } from '../../src/react/form/FieldsForm';
import '../../src/styles.css';
import type { ColdDraw } from './cold';
import { echoTransport } from './benchEnvelope';

/**
 * Draws `<FieldsForm>` over a back end that answers at once (`&locale=de`: worded in German).
 *
 * @example
 * coldFieldsForm({ root, wire, fields, params });
 */
export const coldFieldsForm: ColdDraw = ({ root, wire, params }) =>
  createRoot(root).render(
    <FieldsForm
      source={{ transport: echoTransport(parseEnvelope(wire)), key: 'cold' }}
      locale={params.get('locale') ?? undefined}
      drafts={false}
    />,
  );
