/**
 * Renders public-site components for tests: the app's real i18n (every namespace loaded up
 * front), the real auth provider over a stubbed network, the dialog state and a memory router.
 */
import { act, render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { AuthClientFactory } from '@/lib/auth/auth-client';
import { AuthDialogProvider } from '@/lib/auth/auth-dialog-provider';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { createI18n } from '@/lib/i18n/i18n';
import { vi } from 'vitest';

const ALL_NAMESPACES = Object.keys(import.meta.glob('/src/locales/en/*.json')).map((file) =>
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
    entries,
  }: { i18n: I18n; loadClient: AuthClientFactory; route?: string; entries?: string[] },
) {
  const initialEntries = entries ?? [route];
  return render(
    <I18nextProvider i18n={i18n}>
      <AuthProvider loadClient={loadClient}>
        <AuthDialogProvider>
          <MemoryRouter initialEntries={initialEntries} initialIndex={initialEntries.length - 1}>
            {ui}
          </MemoryRouter>
        </AuthDialogProvider>
      </AuthProvider>
    </I18nextProvider>,
  );
}

/**
 * Fakes the timers the product uses (the clock stays real, for the auth client's token expiry).
 * Testing Library only advances fake timers it recognises as Jest's; this lets it see Vitest's.
 */
export function installProductFakeTimers(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

/** Moves the fake clock on, letting React settle what the timers set off. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

export function restoreRealTimers(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
}
