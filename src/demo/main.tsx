import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles.css';
import './demo.css';
import { DemoApp } from './DemoApp';
import { startDemoMock } from './mockWorker';

const container = document.getElementById('root');
if (!container) throw new Error('The demo page needs a #root element.');

// The mock service must intercept requests before the form asks for its envelope.
await startDemoMock();
createRoot(container).render(
  <StrictMode>
    <DemoApp />
  </StrictMode>,
);
