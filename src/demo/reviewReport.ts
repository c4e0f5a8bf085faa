import type { FieldsTransport } from '../core/http/transport';
import { parseEnvelope } from '../core/wire/envelope';
import { mapFields } from '../core/wire/fieldIndex';
import type { FieldsEnvelope, JsonValue } from '../core/wire/model/types';
import { scenarioEnvelope } from '../mock';

/** The report the review page shows: its name and number, as an app would label it. */
export const REVIEW_LABEL = 'Expense report R-00012';

const withValues = (envelope: FieldsEnvelope, values: Record<string, JsonValue>) =>
  mapFields(envelope, (item) =>
    Object.hasOwn(values, item.property)
      ? { ...item, value: values[item.property] as JsonValue }
      : item,
  );

/**
 * A stored report with every controlType (the mock's all-controls scenario, version 4, a receipt
 * attached whose file the page serves at `origin`), and the version the approver saw last
 * (version 3): another amount, lunch not provided, no copy to finance.
 *
 * @example
 * const { report, lastApproved } = reviewReport(location.origin);
 */
export function reviewReport(origin: string): {
  report: FieldsEnvelope;
  lastApproved: FieldsEnvelope;
} {
  const report = withValues(parseEnvelope(scenarioEnvelope('allControls')), {
    'verification.receiptAttachment': {
      id: 'c0ffee00c0ffee00c0ffee00c0ffee00',
      personId: 'a1',
      contentType: 'image/png',
      isTemporary: false,
      signatureType: null,
      signatureUrl: `${origin}/sample-receipt.png`,
      name: 'dinner-receipt.png',
      description: '',
    },
    version: 4,
  });
  const lastApproved = withValues(report, {
    'verification.amount': 1200,
    'verification.specification[0].meals.lunch': true,
    emailRecipients: [],
    version: 3,
  });
  return { report, lastApproved };
}

/**
 * A transport that serves the report and nothing else: a review sends no request but the load.
 *
 * @example
 * <FieldsForm mode="review" source={{ transport: reviewTransport(report), key: 'review' }} />
 */
export function reviewTransport(report: FieldsEnvelope): FieldsTransport {
  const never = () => Promise.reject(new Error('A review sends no request but the load.'));
  return { load: async () => report, recall: never, command: never, submit: never };
}
