// A label made of two texts is one message with a placeholder, never two texts joined in code with
// ":": French writes a narrow no-break space (U+202F) before its colon, and only the message of
// the language knows it. The receipt's attached file and a notice's close button, drawn in French.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOCK_IDS } from '../../../src/mock';
import { versionField, wireField } from '../../../src/mock/scenarios/wireField';
import { renderForm, setupMockServer } from '../../tools/formHarness';

const mock = setupMockServer();

describe('labels joined with a colon, in French', () => {
  it('the attached receipt and the notice’s close button put U+202F before the colon', async () => {
    mock.state.setEnvelope(MOCK_IDS.swedishOrg, {
      fields: [
        wireField('information.limit', 'INFORMATION', 'Plafond dépassé', {
          informationType: 'warning',
          dismissible: true,
        }),
        wireField('verification.receiptAttachment', 'CONTENT_HOLDER', 'Reçu', {
          value: {
            id: 'c0000000000000000000000000000001',
            personId: MOCK_IDS.person,
            contentType: 'application/pdf',
            isTemporary: false,
            signatureType: null,
            signatureUrl: null,
            name: 'ticket.pdf',
            description: '',
          },
        }),
        versionField(1),
      ],
      meta: { capabilities: null, sections: null, summary: null },
    });
    renderForm({ locale: 'fr' });
    // Testing Library's matchers fold every space into one: the exact text is read from the DOM.
    const close = await screen.findByRole('button', { name: /^Fermer/ });
    expect(close.getAttribute('aria-label')).toBe('Fermer\u202f: Plafond dépassé');
    const attached = await screen.findByText(/^Joint.*ticket\.pdf$/);
    expect(attached.textContent).toBe('Joint\u202f: ticket.pdf');
  });
});
