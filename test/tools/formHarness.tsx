import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createExpenseClient } from '../../src/core/http/client';
import {
  createMockService,
  MOCK_BASE_URL,
  MOCK_IDS,
  MOCK_TOKEN,
  type MockService,
} from '../../src/mock';
import { FieldsForm, type FieldsFormProps } from '../../src/react/form/FieldsForm';

/** One mock service behind msw/node for a test file, reset after each test. */
export function setupMockServer(): MockService {
  const mock = createMockService();
  const server = setupServer(...mock.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mock.reset());
  afterAll(() => server.close());
  return mock;
}

/** The core client on the mock. */
export const mockClient = () =>
  createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });

/** Wraps a tree in a fresh QueryClientProvider. */
export function withQuery(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Renders `<FieldsForm>` on the mock for an organization of the default seed. */
export function renderForm(props: Partial<FieldsFormProps> & { organizationId?: string } = {}) {
  const { organizationId = MOCK_IDS.swedishOrg, ...rest } = props;
  return render(
    withQuery(
      <FieldsForm
        source={{ organizationId, client: mockClient() }}
        label="New expense report"
        recallDelayMs={300}
        {...rest}
      />,
    ),
  );
}

/** The receipt field's file input (the picker, not the camera's). */
export async function receiptInput(): Promise<HTMLInputElement> {
  return (await screen.findByLabelText('Receipt', {
    selector: 'input[type=file]:not([capture])',
  })) as HTMLInputElement;
}
