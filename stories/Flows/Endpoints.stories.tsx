import { expect, within } from 'storybook/test';
import { fieldsEndpoints, type FieldsEndpoint } from '../../src/core/http/endpoints';
import { MOCK_IDS, mockId } from '../../src/mock';
import { OnceSaved, saveFirstVersion } from '../support/firstVersion';
import { StoryForm, storyClient } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { formSnippet } from '../support/formSnippet';
import { formStory } from '../support/formStory';
import { storyDriver } from '../support/storyDriver';
import { lookSource } from '../support/storySnippet';

const ORG = MOCK_IDS.swedishOrg;

/** What the earlier visit saved, by property. */
const FIRST_VALUES = {
  name: 'Conference in Oslo',
  'verification.purchaseDate': '2026-11-20',
  'verification.amount': 1200,
  categoryId: MOCK_IDS.receiptCategory,
};

/** Stands for the saved object's id in a snippet, where it is the screen's parameter. */
const SAVED_ID = mockId('ee', 1);

/**
 * A story that saves an object first (as an earlier visit would have), then opens it at
 * `open(id)`; its snippet saves the same first version by its own code, then shows the form on
 * that endpoint, with the id as the screen's parameter (`idName`).
 */
function savedThenOpened(
  create: FieldsEndpoint,
  open: (id: string) => FieldsEndpoint,
  idName: string,
  play: Story['play'],
): Story {
  // One function for the story's life: `OnceSaved` saves once per `save`.
  const save = () => saveFirstVersion(storyClient(), create, FIRST_VALUES);
  return {
    render: (args) => (
      <OnceSaved save={save}>{(id) => <StoryForm {...args} endpoint={open(id)} />}</OnceSaved>
    ),
    play,
    parameters: {
      docs: {
        source: lookSource(
          formSnippet(
            { endpoint: open(SAVED_ID) },
            { params: { [SAVED_ID]: idName }, firstVersion: { create, values: FIRST_VALUES } },
          ),
        ),
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
