import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { toWire, type ExpenseClient, type JsonObject } from '../../../src/core/index';
import { FieldsForm, loadMessages } from '../../../src/index';

/**
 * On the server: the envelope fetched with the user's token (the client sends it), rendered into
 * HTML. The page gets the HTML and the envelope's JSON (say in a `<script type="application/json">`).
 */
export async function renderReportPage(
  client: ExpenseClient,
  organizationId: string,
  locale: string,
) {
  const envelope = await client.getFields(organizationId, { locale });
  // renderToString cannot wait for a language's strings: load them first (a streaming renderer,
  // as Next.js's, waits for them by itself).
  await loadMessages(locale);
  const html = renderToString(
    <FieldsForm source={{ organizationId, client }} initialEnvelope={envelope} locale={locale} />,
  );
  return { html, json: toWire(envelope) };
}

/**
 * In the page: the same form with the JSON the server sent adopts the server's HTML, with no
 * mismatch and no load request; re-calls, drafts and the unload guard start once it is hydrated.
 */
export function hydrateReportPage(
  container: Element,
  client: ExpenseClient,
  organizationId: string,
  json: JsonObject,
  locale: string,
) {
  return hydrateRoot(
    container,
    <FieldsForm source={{ organizationId, client }} initialEnvelope={json} locale={locale} />,
  );
}
