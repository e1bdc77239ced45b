/**
 * A session at aal1 of an account with a verified second factor never reaches the signed-in area
 * without the code: whether it was restored from storage, arrived by a magic link, or only learned
 * from the product API (403 `insufficient_aal`) that the account gained a factor elsewhere. The
 * real auth provider, guard and dialog run over a stubbed network.
 */
import { GoTrueClient } from '@supabase/auth-js';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthDialog, SIGN_IN_CLOSE_DELAY_MS } from '@/features/auth/auth-dialog';
import { AUTH_STORAGE_KEY } from '@/lib/auth/auth-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';
import {
  AUTH_URL,
  accessToken,
  authError,
  authFetch,
  json,
  protocolSession,
  protocolUser,
  requestsTo,
  storeSession,
  stubbedClientFactory,
  type StubResponse,
} from '@/test-support/auth-protocol-stub';
import {
  advance,
  installProductFakeTimers,
  loadedI18n,
  renderPublic,
  restoreRealTimers,
} from '@/test-support/render-public';
import { AuthGuard } from './guards/auth-guard';

const FACTOR_ID = 'f0f0f0f0-0000-4000-8000-000000000003';
const VERIFIED_FACTOR = {
  id: FACTOR_ID,
  factor_type: 'totp',
  status: 'verified',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

/** A page of the signed-in area that reads the user's settings from the product API. */
function SettingsProbe() {
  const api = useApiClient();
  const [text, setText] = useState('reading settings');
  useEffect(() => {
    let live = true;
    api.request<{ preferences: { theme: string } }>('/settings').then(
      (settings) => live && setText(`theme ${settings.preferences.theme}`),
      (error: unknown) => live && setText(error instanceof Error ? error.message : 'failed'),
    );
    return () => {
      live = false;
    };
  }, [api]);
  return <p>{text}</p>;
}

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const app = (
  <>
    <Where />
    <Routes>
      <Route path="/" element={<AuthDialog />} />
      <Route
        path="/dashboard/*"
        element={
          <AuthGuard>
            <SettingsProbe />
          </AuthGuard>
        }
      />
    </Routes>
  </>
);

const aalOf = (authorization: string | null) => {
  const payload = authorization?.split(' ')[1]?.split('.')[1] ?? '';
  const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
    aal?: string;
  };
  return claims.aal;
};

/**
 * The server of an account with a verified factor: /auth/v1 (the user, challenge and verify) and
 * the product API, which refuses aal1 tokens as it does for real.
 */
function serverOfEnrolledAccount(
  extra: (path: string) => StubResponse | undefined = () => undefined,
) {
  const user = protocolUser('ana@example.com', { factors: [VERIFIED_FACTOR] });
  return authFetch(({ path, authorization }) => {
    const answer = extra(path);
    if (answer) return answer;
    if (path.startsWith('/api/v1/settings')) {
      return aalOf(authorization) === 'aal2'
        ? json(200, { preferences: { theme: 'dark' }, personal_info: {} })
        : json(403, {
            detail:
              'Two-factor authentication required: enter the code from your authenticator app',
            code: 'insufficient_aal',
          });
    }
    if (path.startsWith('/user')) return json(200, user);
    if (path.startsWith(`/factors/${FACTOR_ID}/challenge`)) {
      return json(200, {
        id: 'c0c0c0c0-0000-4000-8000-000000000004',
        type: 'totp',
        expires_at: Math.floor(Date.now() / 1000) + 300,
      });
    }
    if (path.startsWith(`/factors/${FACTOR_ID}/verify`)) {
      const now = Math.floor(Date.now() / 1000);
      return json(200, {
        ...protocolSession(),
        access_token: accessToken({
          aal: 'aal2',
          amr: [
            { method: 'totp', timestamp: now },
            { method: 'password', timestamp: now },
          ],
        }),
        refresh_token: 'refresh-token-aal2',
        user,
      });
    }
    return authError(404, 'not_found', `unexpected ${path}`);
  });
}

let i18n: I18n;

describe('the second-factor prompt', () => {
  beforeEach(async () => {
    i18n = await loadedI18n('en');
  });
  afterEach(() => {
    restoreRealTimers();
    window.history.replaceState(null, '', '/');
  });

  async function enterTheCode(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await advance(SIGN_IN_CLOSE_DELAY_MS);
  }

  it('asks for the code when the product API answers insufficient_aal, then shows the page', async () => {
    // This browser's session predates the factor: it knows of no factor, at aal1.
    storeSession();
    const fetch = serverOfEnrolledAccount();
    vi.stubGlobal('fetch', fetch);
    installProductFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderPublic(app, { i18n, loadClient: stubbedClientFactory(fetch), route: '/dashboard' });

    expect(
      await screen.findByRole('dialog', { name: 'Two-factor authentication' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/theme/)).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(requestsTo(fetch, '/api/v1/settings')).toHaveLength(1);

    await enterTheCode(user);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(await screen.findByText('theme dark')).toBeInTheDocument();
    expect(requestsTo(fetch, `/factors/${FACTOR_ID}/verify`)).toHaveLength(1);
  });

  it('asks for the code before the dashboard when the restored session knows of the factor', async () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        ...protocolSession(),
        user: protocolUser('ana@example.com', { factors: [VERIFIED_FACTOR] }),
      }),
    );
    const fetch = serverOfEnrolledAccount();
    vi.stubGlobal('fetch', fetch);
    renderPublic(app, { i18n, loadClient: stubbedClientFactory(fetch), route: '/dashboard' });

    expect(
      await screen.findByRole('dialog', { name: 'Two-factor authentication' }),
    ).toBeInTheDocument();
    // The page never asked the API: the guard held it back.
    expect(requestsTo(fetch, '/api/v1/')).toEqual([]);
  });

  it('asks for the code when a magic link brings an aal1 session to the dashboard', async () => {
    window.history.replaceState(null, '', '/dashboard?code=auth-code-1');
    // As auth-js stored it when the sign-in started (JSON).
    localStorage.setItem(
      `${AUTH_STORAGE_KEY}-code-verifier`,
      JSON.stringify('verifier-of-the-magic-link'),
    );
    const fetch = serverOfEnrolledAccount((path) =>
      path.startsWith('/token?grant_type=pkce')
        ? json(200, {
            ...protocolSession(),
            access_token: accessToken({
              aal: 'aal1',
              amr: [{ method: 'otp', timestamp: Math.floor(Date.now() / 1000) }],
            }),
            user: protocolUser('ana@example.com', { factors: [VERIFIED_FACTOR] }),
          })
        : undefined,
    );
    vi.stubGlobal('fetch', fetch);
    const loadClient = () =>
      Promise.resolve(
        new GoTrueClient({
          url: AUTH_URL,
          storageKey: AUTH_STORAGE_KEY,
          flowType: 'pkce',
          detectSessionInUrl: true,
          persistSession: true,
          autoRefreshToken: false,
          fetch,
        }),
      );
    renderPublic(app, { i18n, loadClient, route: '/dashboard' });

    expect(
      await screen.findByRole('dialog', { name: 'Two-factor authentication' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetch, '/token?grant_type=pkce')).toHaveLength(1));
    expect(requestsTo(fetch, '/api/v1/')).toEqual([]);
  });

  it('ignores a refusal of a token the session no longer holds (the step-up raced it)', async () => {
    storeSession();
    const fetch = serverOfEnrolledAccount();
    function Refusals() {
      const { session, mfaRequired, requireSecondFactor } = useAuth();
      return (
        <>
          <p>{session ? 'session restored' : 'restoring'}</p>
          <p>{mfaRequired ? 'code owed' : 'no code owed'}</p>
          <button onClick={() => requireSecondFactor('an-older-token')}>stale</button>
          <button onClick={() => session && requireSecondFactor(session.access_token)}>
            current
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    renderPublic(<Refusals />, { i18n, loadClient: stubbedClientFactory(fetch) });
    expect(await screen.findByText('session restored')).toBeInTheDocument();
    expect(screen.getByText('no code owed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'stale' }));
    expect(screen.getByText('no code owed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'current' }));
    expect(await screen.findByText('code owed')).toBeInTheDocument();
  });
});
