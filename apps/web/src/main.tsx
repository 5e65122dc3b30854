import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Error texts are not needed to show a page: they load beside it (see api-error-catalogue.ts).
void import('./i18n/api-error-catalogue');
