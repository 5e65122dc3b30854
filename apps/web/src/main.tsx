import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { i18n, loadLanguage } from './i18n/i18n';
import { toSupportedLanguage } from './i18n/language';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// An English visitor's texts arrive first (a failed load still renders, in Japanese).
const language = toSupportedLanguage(i18n.language) ?? 'ja';
void loadLanguage(language)
  .catch(() => undefined)
  .finally(() => render(container));

// Error texts are not needed to show a page: they load beside it (see api-error-catalogue.ts).
void import('./i18n/api-error-catalogue');
