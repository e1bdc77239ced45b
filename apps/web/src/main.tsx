import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { createI18n } from './lib/i18n/i18n';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render is a transition, so React renders it in slices and yields to the browser
// between them (input, paint) instead of blocking the main thread for the whole tree at once.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders i18n={createI18n()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
