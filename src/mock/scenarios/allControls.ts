import type { JsonObject } from '../../core/wire/model/types';
import type { MockOrganization } from '../service/seed';
import { versionField, wireField } from './wireField';

/**
 * One envelope with every controlType of spec 2.7 (RECIPIENT_LIST and URL included), each
 * INFORMATION type, nested and removable FIELD_GROUPs, a group with no visible field, invisible
 * and custom fields, an unknown controlType, and a `qrCodeSupported` receipt attachment.
 *
 * @example
 * mock.state.setEnvelope(org.id, allControlsEnvelope(org));
 */
export function allControlsEnvelope(
  org: MockOrganization,
  version: number | null = null,
): JsonObject {
  const lists = `/api/v1/expense/me/organizations/${org.id}/lists`;
  return {
    fields: [
      wireField('name', 'TEXT', 'Report name', { mandatory: true, value: 'Client visit Lisbon' }),
      wireField('comment', 'MULTI_LINE_TEXT', 'Comment', {
        value: 'Two days on site.\nDinner with the client.',
      }),
      wireField('verification.amount', 'DOUBLE', 'Amount', {
        mandatory: true,
        maxDecimals: 2,
        value: 1234.5,
        scanned: true,
      }),
      wireField('verification.representation.numberOfGuests', 'INTEGER', 'Number of guests', {
        value: 3,
      }),
      wireField('cardLiability', 'SWITCH', 'Paid with the company card', { value: true }),
      wireField('verification.purchaseDate', 'DATE', 'Purchase date', {
        mandatory: true,
        value: '2026-03-29',
      }),
      wireField('verification.lastUpdated', 'DATE_TIME', 'Last updated', {
        value: '2026-03-29T00:30:00Z',
        enabled: false,
      }),
      wireField('meeting.start', 'LOCAL_DATE_TIME', 'Meeting starts', {
        value: '2026-10-25T02:30:00',
        allowFutureDates: true,
      }),
      wireField('verification.currency', 'LIST', 'Currency', {
        mandatory: true,
        value: 'EUR',
        url: `${lists}/currencies`,
        requiresUpdate: true,
        data: { id: 'EUR', name: 'EUR – Euro' },
      }),
      wireField('verification.tags', 'LIST', 'Tags', {
        value: [],
        url: `${lists}/categories`,
        multiSelect: true,
        itemType: 'category',
      }),
      wireField('verification.receiptAttachment', 'CONTENT_HOLDER', 'Receipt', {
        qrCodeSupported: true,
      }),
      wireField('verification.representation.guests', 'GUEST_LIST', 'Guests', {
        mandatory: true,
        value: [
          { name: 'Rui Costa', company: 'Lisboa Lda' },
          { name: 'Maja Berg', company: 'Nordvik AB' },
        ],
      }),
      wireField('emailRecipients', 'RECIPIENT_LIST', 'Send a copy to', {
        value: [{ email: 'finance@example.se' }],
      }),
      wireField('policy', 'URL', 'Travel policy', {
        value: 'https://intranet.example.se/travel-policy',
      }),
      wireField('info.normal', 'INFORMATION', 'Reports are sent to your manager.', {
        informationType: 'normal',
      }),
      wireField('info.information', 'INFORMATION', 'Per diems are paid with the next salary.', {
        informationType: 'information',
      }),
      wireField('info.warning', 'INFORMATION', 'This amount is over the meal limit.', {
        informationType: 'warning',
        dismissible: true,
      }),
      wireField('info.error', 'INFORMATION', 'The card transaction was rejected.', {
        informationType: 'error',
      }),
      wireField('info.success', 'INFORMATION', 'The receipt was read.', {
        informationType: 'success',
        dismissible: true,
      }),
      wireField('verification.specification', 'FIELD_GROUP', 'Trip', {
        fields: [
          wireField('verification.specification[0].date1', 'DATE_TIME', 'Departure', {
            mandatory: true,
            value: '2026-03-28 06:15',
          }),
          wireField('verification.specification[0].date2', 'DATE_TIME', 'Return', {
            mandatory: true,
            value: '2026-03-29 21:40',
          }),
          wireField('verification.specification[0].meals', 'FIELD_GROUP', 'Meals provided', {
            removable: true,
            fields: [
              wireField('verification.specification[0].meals.breakfast', 'SWITCH', 'Breakfast', {
                value: true,
              }),
              wireField('verification.specification[0].meals.lunch', 'SWITCH', 'Lunch', {
                value: false,
              }),
            ],
          }),
        ],
      }),
      wireField('verification.empty', 'FIELD_GROUP', 'Allowances', {
        replacementText: 'No allowances apply to this trip.',
        fields: [
          wireField('verification.empty.hidden', 'TEXT', 'Hidden allowance', { visible: false }),
        ],
      }),
      wireField('a3f9c2e1d4b5a6978877665544332211', 'TEXT', 'Project code (custom)', {
        custom: true,
        value: 'P-204',
      }),
      wireField('x.hologram', 'HOLOGRAM', 'Hologram (unknown type)', { value: { beam: 3 } }),
      wireField('internal.trace', 'TEXT', null, { visible: false, value: 'trace-7' }),
      versionField(version),
    ],
    meta: { capabilities: null, sections: null, summary: null },
  };
}
