import { isExpenseReport } from '../../src/core/http/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { createExpenseClient } from '../../src/core/http/client';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN, scenarioEnvelope } from '../../src/mock';
import { Field } from '../../src/react/Field';
import { FieldsFormContext } from '../../src/react/FieldsFormContext';
import { useFieldsForm } from '../../src/react/useFieldsForm';
import { defaultControls } from '../../src/react/defaultControls';
import { storyMock } from '../support/storyMock';

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });

/** A compact "quick expense" card built on the headless hook: its own layout and its own button. */
function QuickExpense() {
  const form = useFieldsForm({ source: { organizationId: MOCK_IDS.swedishOrg, client } });
  const context = useMemo(
    () => ({
      session: form.session,
      registry: defaultControls,
      messages: form.messages,
      locale: form.locale,
      locked: false,
      readOnly: false,
    }),
    [form.session, form.messages, form.locale],
  );
  if (form.status !== 'ready') return <p role="status">{form.messages.loading}</p>;
  const pick = (property: string) => form.fields.find((entry) => entry.item.property === property);
  const shown = ['name', 'verification.amount'].flatMap((property) => {
    const entry = pick(property);
    return entry ? [entry] : [];
  });
  return (
    <FieldsFormContext.Provider value={context}>
      <section
        aria-labelledby="quick-title"
        style={{ display: 'grid', gap: '0.75rem', maxWidth: '24rem' }}
      >
        <h2 id="quick-title">Quick expense</h2>
        {shown.map(({ key, item }) => (
          <Field key={key} item={item} fieldKey={key} />
        ))}
        <button type="button" className="ef-button" onClick={() => void form.submit()}>
          Send for approval
        </button>
        <p role="status">
          {form.submitState === 'submitted'
            ? `Created ${form.report && isExpenseReport(form.report) ? form.report.reportNumber : ''}`
            : form.submitState === 'invalid'
              ? 'Check the fields.'
              : ''}
        </p>
      </section>
    </FieldsFormContext.Provider>
  );
}

function Screen() {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <QuickExpense />
    </QueryClientProvider>
  );
}

/** A report screen of your own with `useFieldsForm` and `<Field>`: the engine without the default layout. */
const meta = {
  title: 'Recipes/Headless report screen',
  component: Screen,
  beforeEach: () => storyMock.state.setEnvelope(MOCK_IDS.swedishOrg, scenarioEnvelope('basic')),
} satisfies Meta<typeof Screen>;
export default meta;

export const QuickExpenseCard: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Report name/ }), 'Parking');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Amount/ }), '15');
    await userEvent.click(canvas.getByRole('button', { name: 'Send for approval' }));
    await expect(await canvas.findByText(/^Created R-\d+$/)).toBeInTheDocument();
  },
};
