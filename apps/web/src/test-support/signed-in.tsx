/**
 * Renders a signed-in page for component tests: English strings of every namespace loaded at
 * once, a stand-in auth context (the auth client itself is tested by its own suite), the theme,
 * a fresh query client kept in storage per user as the app keeps it, and a memory router.
 */
import type { Session, User } from '@supabase/auth-js';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { UserQueryProvider } from '@/lib/user-query-provider';

const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  '/src/locales/*/*.json',
  { eager: true },
);

function namespaceOf(fileName: string): string {
  return fileName
    .replace(/\.json$/, '')
    .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

export function createTestI18n(language = 'en'): I18n {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, module] of Object.entries(localeFiles)) {
    const [, lang = '', name = ''] = /\/locales\/([^/]+)\/([^/]+)$/.exec(file) ?? [];
    resources[lang] ??= {};
    resources[lang][namespaceOf(name)] = module.default;
  }
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: Object.keys(resources.en ?? {}),
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

export const TEST_USER_ID = '7f0c1c9e-3c55-4d0e-9a3f-2f7b1c7a9e11';

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: TEST_USER_ID,
    aud: 'authenticated',
    role: 'authenticated',
    email: 'ana.lopez@example.com',
    app_metadata: { provider: 'email' },
    user_metadata: {},
    identities: [],
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export function testAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const user = overrides.user === undefined ? testUser() : overrides.user;
  const session = user
    ? ({
        access_token: 'test-access-token',
        refresh_token: 'r',
        expires_in: 3600,
        token_type: 'bearer',
        user,
      } as Session)
    : null;
  return {
    user,
    session,
    loading: false,
    mfaRequired: false,
    passwordRecovery: false,
    mustSetPassword: false,
    signUp: vi.fn(() => Promise.resolve({ error: null, signedIn: true })),
    signIn: vi.fn(() => Promise.resolve({ error: null, mfaRequired: false })),
    signOut: vi.fn(() => Promise.resolve({ error: null })),
    forgetSession: vi.fn(() => Promise.resolve({ error: null })),
    signInWithGoogle: vi.fn(() => Promise.resolve({ error: null })),
    resetPassword: vi.fn(() => Promise.resolve({ error: null })),
    updatePassword: vi.fn(() => Promise.resolve({ error: null })),
    verifyMfa: vi.fn(() => Promise.resolve({ failure: null })),
    requireSecondFactor: vi.fn(),
    ...overrides,
  };
}

type Listener = () => void;

/** jsdom has no matchMedia: a screen of the given width, in light mode. */
export function fakeScreen(width: number) {
  const listeners = new Set<Listener>();
  let current = width;
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      get matches() {
        return min ? current >= Number(min[1]) : false;
      },
      media: query,
      addEventListener: (_: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  });
  return {
    resize(next: number) {
      current = next;
      listeners.forEach((listener) => listener());
    },
  };
}

export function Providers({
  auth,
  i18n,
  queryClient,
  children,
}: {
  auth: AuthContextValue;
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <AuthContext.Provider value={auth}>
          <UserQueryProvider client={queryClient}>{children}</UserQueryProvider>
        </AuthContext.Provider>
      </ThemeProvider>
    </I18nextProvider>
  );
}

export function renderSignedIn(
  routes: RouteObject[],
  {
    path = '/',
    auth = testAuth(),
    i18n = createTestI18n(),
    queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    }),
  }: {
    path?: string;
    auth?: AuthContextValue;
    i18n?: I18n;
    queryClient?: QueryClient;
  } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers auth={auth} i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, auth, i18n, queryClient };
}

/** A page alone at `/`, for tests that need no other routes. */
export function renderPage(element: ReactElement, options?: Parameters<typeof renderSignedIn>[1]) {
  return renderSignedIn([{ path: '/', element }], options);
}
