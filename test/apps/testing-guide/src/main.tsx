import 'expense-fields/styles.css';
import { setupWorker } from 'msw/browser';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App.tsx';
import { mock } from './mockService';

// Before the first render, or the form's first load goes to the network.
await setupWorker(...mock.handlers).start({ onUnhandledRequest: 'bypass', quiet: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
