import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createExpenseClient } from '../../src/core/http/client';
import { parseEnvelope } from '../../src/core/wire/envelope';
import type { JsonObject } from '../../src/core/wire/types';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN } from '../../src/mock';
import { FieldsForm, type FieldsFormProps } from '../../src/react/FieldsForm';
import type { FieldsTransport } from '../../src/core/http/transport';
import type { FieldsEndpoint } from '../../src/core/http/endpoints';

/** A transport that serves one envelope and echoes re-calls: control stories need no network. */
export function staticTransport(wire: JsonObject): FieldsTransport {
  return {
    load: async () => parseEnvelope(wire),
    recall: async (envelope) => envelope,
    command: async (envelope) => envelope,
    submit: async (envelope) => ({ kind: 'invalid', envelope, status: 400 }),
  };
}

/** A client of the mock service, as the stories' forms use. */
export function storyClient() {
  return createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });
}

/** Props of {@link StoryForm}. */
export interface StoryFormProps extends Partial<Omit<FieldsFormProps, 'source'>> {
  /** Serve this envelope without a network; otherwise the form runs on the mock service. */
  envelope?: JsonObject;
  organizationId?: string;
  /** Let the form build its own client (a connection source), so `wireNames` applies. */
  connection?: boolean;
  /** Any fields endpoint of the mock service (`fieldsEndpoints`: stored reports, expenses). */
  endpoint?: FieldsEndpoint;
}

/** `<FieldsForm>` in a fresh QueryClient, on a static envelope or on the mock service (MSW). */
export function StoryForm({
  envelope,
  organizationId = MOCK_IDS.swedishOrg,
  connection,
  endpoint,
  ...props
}: StoryFormProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  const [source] = useState<FieldsFormProps['source']>(() => {
    if (envelope) return { transport: staticTransport(envelope), key: 'story' };
    if (connection)
      return { organizationId, baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN };
    const client = storyClient();
    return endpoint ? { client, endpoint } : { organizationId, client };
  });
  return (
    <QueryClientProvider client={queryClient}>
      <FieldsForm
        source={source}
        label="Expense report"
        now={() => new Date('2026-11-21T12:00:00Z')}
        // One story's draft must never be offered in the next: stories that show drafts give
        // their own storage.
        drafts={false}
        {...props}
      />
    </QueryClientProvider>
  );
}
