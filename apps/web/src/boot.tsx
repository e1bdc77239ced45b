/** Starts the app: renders it, or hydrates the prerendered page the server sent (see main.tsx). */
// First: it configures zod before any schema exists (see the module).
import './lib/zod-without-eval';
import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { markPageHydrated } from './hooks/use-page-hydrated';
import { hasAuthStateToRestore } from './lib/auth/auth-client';
import { createI18n } from './lib/i18n/i18n';
import { CLIENT_RENDER_ATTRIBUTE, prerenderedLanguage } from './lib/prerendered-page';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Shows the page again once React has put its own in (pre-paint.js hid a page it cannot use). */
function RevealOnCommit({ children }: { children: ReactNode }) {
  useLayoutEffect(() => document.documentElement.removeAttribute(CLIENT_RENDER_ATTRIBUTE), []);
  return children;
}

const i18n = createI18n();
const app = (
  <StrictMode>
    <RevealOnCommit>
      <AppProviders i18n={i18n}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </RevealOnCommit>
  </StrictMode>
);

// The first render (or hydration) is a transition, so React works in slices and yields to the
// browser between them (input, paint) instead of blocking the main thread for the whole tree.
startTransition(() => {
  // The server sent a prerendered page (an anonymous visitor's, in one language): hydrate it when
  // it is what this visitor would see; otherwise (another language, a session to restore) render
  // anew.
  if (prerenderedLanguage() === i18n.resolvedLanguage && !hasAuthStateToRestore()) {
    hydrateRoot(root, app);
  } else {
    markPageHydrated();
    createRoot(root).render(app);
  }
});
