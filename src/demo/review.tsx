// The demo's review page (`/review.html`): a stored report read as text by an approver, with what
// changed since the version they approved last; printed to PDF by test/e2e/review.e2e.test.ts
// and measured against the edit form by the bench.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FieldsForm } from '../index';
import '../styles.css';
import { REVIEW_LABEL, reviewReport, reviewTransport } from './reviewReport';

const container = document.getElementById('root');
if (!container) throw new Error('The review page needs a #root element.');

const { report, lastApproved } = reviewReport(location.origin);
const withBase = new URLSearchParams(location.search).get('base') !== 'none';
createRoot(container).render(
  <StrictMode>
    <FieldsForm
      source={{ transport: reviewTransport(report), key: 'review-demo' }}
      mode="review"
      base={withBase ? lastApproved : null}
      label={REVIEW_LABEL}
    />
  </StrictMode>,
);
