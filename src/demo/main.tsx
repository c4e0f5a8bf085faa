import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles.css';
import { DemoApp } from './DemoApp';

const container = document.getElementById('root');
if (!container) throw new Error('The demo page needs a #root element.');
createRoot(container).render(
  <StrictMode>
    <DemoApp />
  </StrictMode>,
);
