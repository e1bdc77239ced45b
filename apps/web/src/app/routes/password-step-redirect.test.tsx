import { screen } from '@testing-library/react';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ResetPasswordPage } from '@/features/auth/reset-password-page';
import {
  accessToken,
  authFetch,
  json,
  protocolUser,
  storeSession,
  stubbedClientFactory,
} from '@/test-support/auth-protocol-stub';
import { loadedI18n, renderPublic } from '@/test-support/render-public';
import { PasswordStepRedirect } from './password-step-redirect';

const routes = (
  <>
    <PasswordStepRedirect />
    <Routes>
      <Route path="/" element={<p>the landing page</p>} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
    </Routes>
  </>
);

/**
 * A page whose auth client is running (a session was stored), then a link's session arrives as
 * the client reports it (SIGNED_IN), authenticated by `method`.
 */
async function signInFromLink(language: string, method: string) {
  storeSession();
  const i18n = await loadedI18n(language);
  const loadClient = stubbedClientFactory(authFetch(() => json(200, protocolUser())));
  renderPublic(routes, { i18n, loadClient, route: '/' });
  expect(await screen.findByText('the landing page')).toBeInTheDocument();
  const client = await loadClient();
  await act(async () => {
    const { error } = await client.setSession({
      access_token: accessToken({ amr: [{ method, timestamp: Math.floor(Date.now() / 1000) }] }),
      refresh_token: 'refresh-token-2',
    });
    expect(error).toBeNull();
  });
  return i18n;
}

afterEach(() => localStorage.clear());

describe.each(['en', 'es'])('a confirmation that kept no password (%s)', (language) => {
  it('takes the visitor to choose a password', async () => {
    const i18n = await signInFromLink(language, 'recovery');
    expect(
      await screen.findByRole('heading', { name: i18n.t('auth:reset.setTitle') }),
    ).toBeInTheDocument();
    expect(screen.getByText(i18n.t('auth:reset.setSubtitle'))).toBeInTheDocument();
  });
});

describe('a password sign-in', () => {
  it('stays on its page', async () => {
    await signInFromLink('en', 'password');
    expect(await screen.findByText('the landing page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Set your password' })).toBeNull();
  });
});
