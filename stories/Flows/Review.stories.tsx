import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { exampleStory, type ExampleStory } from '../support/exampleStory';
import {
  Example as StoredReview,
  PrintPreview as PrintPreviewExample,
  WithBase as ReviewWithBaseExample,
} from '../Recipes/examples/ApproverReview';
import approverReview from '../Recipes/examples/ApproverReview.tsx?raw';

/**
 * `<FieldsForm mode="review">`: a stored report read as text by an approver, what changed since
 * the version they saw last, and how it prints. "Show code" is the example's whole file.
 */
export default { title: 'Flows/Review' } satisfies Meta;

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

async function reviewOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const review = await canvas.findByRole('article', { name: 'Expense report R-00012' });
  await within(review).findAllByRole('term');
  return review;
}

/** Every visible field as text in a description list: no input, select or textarea. */
export const StoredReport: ExampleStory = exampleStory(
  StoredReview,
  approverReview,
  {},
  {
    play: async ({ canvasElement }) => {
      const review = await reviewOf(canvasElement);
      await expect(canvasElement.querySelectorAll('input, select, textarea')).toHaveLength(0);
      const amount = review.querySelector('[data-ef-property="verification.amount"]');
      await expect(plain(amount?.textContent)).toBe('Amount€1,234.50');
      await expect(
        within(review).getByRole('link', { name: /Open dinner-receipt\.png/ }),
      ).toHaveAttribute('target', '_blank');
      await expect(within(review).getByRole('region', { name: 'Trip' })).toBeInTheDocument();
    },
  },
);

/** Against the version approved last: changed fields say their earlier value, counted on top. */
export const ReviewWithBase: ExampleStory = exampleStory(
  ReviewWithBaseExample,
  approverReview,
  {},
  {
    play: async ({ canvasElement }) => {
      const review = await reviewOf(canvasElement);
      const summary = within(review).getByRole('region', { name: 'Changes' });
      await expect(within(summary).getByRole('status')).toHaveTextContent('3 changes');
      const marked = [...review.querySelectorAll('[data-ef-change]')].map((entry) => [
        entry.getAttribute('data-ef-property'),
        plain(entry.querySelector('.ef-review-was')?.textContent),
      ]);
      await expect(marked).toEqual([
        ['verification.amount', 'was €1,200.00'],
        ['emailRecipients', 'was (empty)'],
        ['verification.specification[0].meals.lunch', 'was Yes'],
      ]);
    },
  },
);

/** On an A4-wide sheet; the browser's print uses the print styles (one column, no buttons). */
export const PrintPreview: ExampleStory = exampleStory(
  PrintPreviewExample,
  approverReview,
  {},
  {
    play: async ({ canvasElement }) => {
      const review = await reviewOf(canvasElement);
      await expect(within(review).getByRole('heading', { level: 2 })).toHaveTextContent(
        'Client visit Lisbon',
      );
    },
  },
);
