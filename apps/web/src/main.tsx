import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { createI18n } from './lib/i18n/i18n';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders i18n={createI18n()}>
      <RouterProvider router={createRouter()} />
    </AppProviders>
  </StrictMode>,
);
