/**
 * Renders public-site components for tests: the app's real i18n (every namespace loaded up
 * front), the real auth provider over a stubbed network, the dialog state and a memory router.
 */
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { AuthClientFactory } from '@/lib/auth/auth-client';
import { AuthDialogProvider } from '@/lib/auth/auth-dialog-provider';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { createI18n } from '@/lib/i18n/i18n';

const ALL_NAMESPACES = Object.keys(
  import.meta.glob('/src/locales/en/*.json'),
).map((file) =>
  file
    .split('/')
    .pop()!
    .replace(/\.json$/, '')
    .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
);

/** The app's i18n with every namespace loaded, so nothing suspends during a test. */
export async function loadedI18n(language = 'en'): Promise<I18n> {
  localStorage.setItem('i18nextLng', language);
  const i18n = createI18n();
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(ALL_NAMESPACES);
  return i18n;
}

export function renderPublic(
  ui: ReactNode,
  {
    i18n,
    loadClient,
    route = '/',
  }: { i18n: I18n; loadClient: AuthClientFactory; route?: string },
) {
  return render(
    <I18nextProvider i18n={i18n}>
      <AuthProvider loadClient={loadClient}>
        <AuthDialogProvider>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </AuthDialogProvider>
      </AuthProvider>
    </I18nextProvider>,
  );
}
