// A field's DOM id is made from its form key: valid (letters, digits, `_`, `-`), one per field,
// and the one its label, message and the error summary point at.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import { versionField, wireField } from '../../../src/mock/scenarios/wireField';
import { FieldsForm } from '../../../src/index';
import { withQuery } from '../../tools/formHarness';

const envelope = parseEnvelope({
  fields: [
    wireField('verification.amount', 'TEXT', 'Amount'),
    wireField('guest', 'TEXT', 'First guest'),
    wireField('guest', 'TEXT', 'Second guest'),
    wireField("cost centre/ö'(1)", 'TEXT', 'Cost centre'),
    versionField(1),
  ],
});

describe("a field's DOM id", () => {
  it('is id-safe, one per field, and names the input its label labels', async () => {
    render(
      withQuery(
        <FieldsForm
          source={{
            transport: {
              load: async () => envelope,
              recall: async (e) => e,
              command: async (e) => e,
              submit: async (e) => ({ kind: 'invalid', status: 400, envelope: e }),
            },
            key: 'ids',
          }}
          drafts={false}
        />,
      ),
    );
    await screen.findByLabelText('Amount');
    const inputs = ['Amount', 'First guest', 'Second guest', 'Cost centre'].map(
      (label) => screen.getByLabelText(label) as HTMLInputElement,
    );
    const ids = inputs.map((input) => input.id);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(new Set(ids).size).toBe(ids.length);
    // `%` of an encoded dot is `-25`, the `~` of a repeated property `-7e`: each character by its code.
    expect(ids[0]).toMatch(/-f_verification-252Eamount$/);
    expect(ids[2]).toMatch(/-f_guest-7e2$/);
    expect(ids[3]).toMatch(/-f_cost-2520centre-252F-25C3-25B6-2527-25281-2529$/);
  });
});
