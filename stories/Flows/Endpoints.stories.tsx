import { expect, within } from 'storybook/test';
import { useEffect, useState } from 'react';
import { fieldsEndpoints, type FieldsEndpoint } from '../../src/core/http/endpoints';
import type { FieldsEnvelope, JsonValue } from '../../src/core/wire/model/types';
import { MOCK_IDS, mockId } from '../../src/mock';
import { StoryForm, storyClient, type StoryFormProps } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { formSnippet } from '../support/formSnippet';
import { formStory } from '../support/formStory';
import { storyDriver } from '../support/storyDriver';

const ORG = MOCK_IDS.swedishOrg;

/** An envelope with some values set by property. */
function filled(envelope: FieldsEnvelope, values: Record<string, JsonValue>): FieldsEnvelope {
  return {
    ...envelope,
    fields: envelope.fields.map((field) =>
      field.property in values ? { ...field, value: values[field.property] ?? null } : field,
    ),
  };
}

/** Saves a report or an expense on the mock first, as an earlier visit would have. */
async function saved(endpoint: FieldsEndpoint) {
  const client = storyClient();
  const envelope = filled(await client.loadFields(endpoint), {
    name: 'Conference in Oslo',
    'verification.purchaseDate': '2026-11-20',
    'verification.amount': 1200,
    categoryId: MOCK_IDS.receiptCategory,
  });
  const result = await client.saveFields(endpoint, envelope, { saveDespiteWarnings: true });
  if (result.kind !== 'created') throw new Error('not saved');
  return result.report.id;
}

/** Saves the object first (as an earlier visit would have), then opens it in the form. */
function SavedThenOpened({
  create,
  open,
  ...args
}: StoryFormProps & {
  create: FieldsEndpoint;
  open: (id: string) => FieldsEndpoint;
}) {
  const [id, setId] = useState<string | null>(null);
  useEffect(() => {
    void saved(create).then(setId);
  }, [create]);
  return id ? <StoryForm {...args} endpoint={open(id)} /> : <p>Saving a first version…</p>;
}

/** Stands for the saved object's id in a snippet, where it is the example's parameter. */
const SAVED_ID = mockId('ee', 1);

/**
 * A story that saves an object first, then opens it at `open(id)`; its snippet is the form on
 * that endpoint, with the id as the example's parameter (`idName`).
 */
function savedThenOpened(
  create: FieldsEndpoint,
  open: (id: string) => FieldsEndpoint,
  idName: string,
  play: Story['play'],
): Story {
  return {
    render: (args) => <SavedThenOpened {...args} create={create} open={open} />,
    play,
    parameters: {
      docs: {
        source: {
          code: formSnippet({ endpoint: open(SAVED_ID) }, { params: { [SAVED_ID]: idName } }),
        },
      },
    },
  };
}

export default { title: 'Flows/Endpoints', component: StoryForm } satisfies FormMeta;

/** The default: a new report (`GET me/organizations/{id}/expensereports/fields`, POST to save). */
export const NewReport: Story = formStory(
  { args: { endpoint: fieldsEndpoints.newReport(ORG) } },
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await form.settled();
      await expect((await form.values()).name).toBeNull();
    },
  },
);

/** A stored report, loaded with its version and saved with `PUT expensereports/{id}`. */
export const StoredReport: Story = savedThenOpened(
  fieldsEndpoints.newReport(ORG),
  (id) => fieldsEndpoints.storedReport(ORG, id),
  'reportId',
  async ({ canvasElement }) => {
    // The driver waits for the form, which appears once the first version is saved.
    const form = storyDriver(canvasElement);
    await form.settled();
    await expect((await form.values()).name).toBe('Conference in Oslo');
  },
);

/** A new mileage expense (`expensetypes/CarSpecification/fields`, `POST expenses`). */
export const NewMileageExpense: Story = formStory(
  { args: { endpoint: fieldsEndpoints.newExpense(ORG, 'CarSpecification') } },
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await form.settled();
      await expect(await form.field('Travel date')).toMatchObject({ visible: true });
      await expect(await form.field('Car type')).toMatchObject({ visible: true });
      await expect(await form.field('Report name')).toMatchObject({ visible: false });
    },
  },
);

/** A stored receipt expense, saved with `PUT expenses/{id}`. */
export const StoredReceiptExpense: Story = savedThenOpened(
  fieldsEndpoints.newExpense(ORG, 'ReceiptVerification'),
  (id) => fieldsEndpoints.storedExpense(ORG, 'ReceiptVerification', id),
  'expenseId',
  async ({ canvasElement }) => {
    const form = storyDriver(canvasElement);
    await form.settled();
    await expect((await form.values())['verification.amount']).toBe(1200);
    // Shown in the report's currency while the field is idle.
    await expect(within(canvasElement).getByRole('textbox', { name: /^Amount/ })).toHaveValue(
      'SEK\u00a01,200.00',
    );
  },
);
