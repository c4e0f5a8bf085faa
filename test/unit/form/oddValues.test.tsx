import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import type { FieldsTransport } from '../../../src/core/http/transport';
import type { CustomFieldList, ExpenseReport, FieldsEnvelope, JsonObject } from '../../../src/core/wire/model/types';
import { versionField, wireField } from '../../../src/mock/scenarios/wireField';
import { FieldsForm } from '../../../src/react/form/FieldsForm';
import { createFormDriver } from '../../../src/testing';
import { withQuery } from '../../tools/formHarness';

describe('probe', () => {
  it('probe', async () => {
    const sent: FieldsEnvelope[] = [];
    const wire = {
      fields: [
        wireField('amount', 'DOUBLE', 'Amount', { value: 12.5, maxDecimals: 2 ** 53 }),
        wireField('tags', 'LIST', 'Tags', { multiSelect: true, url: '/tags', value: ['a', null, 'b'] }),
        wireField('guests', 'GUEST_LIST', 'Guests', { value: [null, { name: 'Anna', company: 'Acme' }] }),
        wireField('to', 'RECIPIENT_LIST', 'Copy to', { value: [null, { email: 'bo@example.se' }] }),
        wireField('car', 'LIST', 'Car', { url: '/cars', value: 'x', data: null }),
        versionField(2),
      ],
    } as JsonObject;
    const transport: FieldsTransport = {
      load: async () => parseEnvelope(wire),
      recall: async (envelope) => envelope,
      command: async (envelope) => envelope,
      submit: async (envelope) => {
        sent.push(envelope);
        return { kind: 'created', report: { id: 'r1', reportNumber: 'R-1' } as ExpenseReport };
      },
      listValues: async () => ({ meta: { count: 2, total: 2, sections: [] }, suggestions: [null], data: [null, { id: 'a', name: 'Alpha' }] }) as unknown as CustomFieldList,
    };
    const onError = vi.fn();
    const { container } = render(withQuery(<FieldsForm source={{ transport, key: 'p' }} onError={onError} />));
    await screen.findByText('Amount');
    await new Promise((r) => setTimeout(r, 300));
    console.log(container.innerHTML.slice(0, 6000));
    console.log(onError.mock.calls.map((c) => String(c[0])));
  });
});
