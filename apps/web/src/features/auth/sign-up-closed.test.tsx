import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthDialog } from '@/lib/auth/auth-dialog-context';
import {
  parseRuntimeConfig,
  provideRuntimeConfig,
  resetRuntimeConfigForTests,
} from '@/lib/runtime-config';
import { authFetch, json, stubbedClientFactory } from '@/test-support/auth-protocol-stub';
import { loadedI18n, renderPublic } from '@/test-support/render-public';
import { AuthDialog } from './auth-dialog';
import { LoginPage } from './login-page';

function OpenSignUp() {
  const { openAuthDialog } = useAuthDialog();
  return <button onClick={() => openAuthDialog({ mode: 'signUp' })}>open sign-up</button>;
}

let i18n: I18n;

describe.each(['en', 'es'] as const)('sign-ups closed (%s)', (language) => {
  beforeEach(async () => {
    i18n = await loadedI18n(language);
    provideRuntimeConfig(parseRuntimeConfig(JSON.stringify({ disableSignup: true })));
  });
  afterEach(() => resetRuntimeConfigForTests());

  const closedLine = () => i18n.t('auth:signUpClosed');

  it('the dialog asked for sign-up shows sign-in only, with a line saying sign-ups are closed', async () => {
    const user = userEvent.setup();
    renderPublic(
      <>
        <OpenSignUp />
        <AuthDialog />
      </>,
      { i18n, loadClient: stubbedClientFactory(authFetch(() => json(200, {}))) },
    );
    await user.click(screen.getByText('open sign-up'));
    expect(screen.getByRole('dialog', { name: i18n.t('auth:titles.signIn') })).toBeInTheDocument();
    expect(screen.getByText(closedLine())).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: i18n.t('auth:toggle.signUp') }),
    ).not.toBeInTheDocument();
    expect(screen.queryByLabelText(i18n.t('auth:confirmPassword'))).not.toBeInTheDocument();
  });

  it('/login shows sign-in only, with the same line', async () => {
    renderPublic(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
      </Routes>,
      {
        i18n,
        loadClient: stubbedClientFactory(authFetch(() => json(200, {}))),
        route: '/login',
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: i18n.t('auth:titles.signIn') }),
    ).toBeInTheDocument();
    expect(screen.getByText(closedLine())).toBeInTheDocument();
    expect(screen.queryByText(i18n.t('auth:toggle.noAccount'))).not.toBeInTheDocument();
  });
});

describe('sign-ups open', () => {
  beforeEach(async () => {
    i18n = await loadedI18n('en');
    resetRuntimeConfigForTests();
  });

  it('offers the sign-up toggle and no closed line', async () => {
    renderPublic(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
      </Routes>,
      {
        i18n,
        loadClient: stubbedClientFactory(authFetch(() => json(200, {}))),
        route: '/login',
      },
    );
    expect(await screen.findByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.queryByText('New sign-ups are closed at the moment.')).not.toBeInTheDocument();
  });
});
