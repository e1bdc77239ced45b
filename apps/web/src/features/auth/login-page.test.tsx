import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authError,
  authFetch,
  json,
  protocolSession,
  protocolUser,
  requestsTo,
  stubbedClientFactory,
} from '@/test-support/auth-protocol-stub';
import {
  advance,
  installProductFakeTimers,
  loadedI18n,
  renderPublic,
  restoreRealTimers,
} from '@/test-support/render-public';
import { LOGIN_REDIRECT_DELAY_MS, LoginPage } from './login-page';

const routes = (
  <Routes>
    <Route path="/login" element={<LoginPage />} />
    <Route path="/dashboard" element={<p>the dashboard</p>} />
    <Route path="/" element={<p>home</p>} />
  </Routes>
);

let i18n: I18n;

describe('the /login page', () => {
  beforeEach(async () => {
    i18n = await loadedI18n('en');
  });
  afterEach(() => restoreRealTimers());

  it('signs in, says so, and opens the dashboard 1.5 s later', async () => {
    const fetch = authFetch(({ path }) =>
      path.startsWith('/token') ? json(200, protocolSession()) : json(200, {}),
    );
    installProductFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderPublic(routes, { i18n, loadClient: stubbedClientFactory(fetch), route: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Login successful!');
    await advance(LOGIN_REDIRECT_DELAY_MS - 1);
    expect(screen.queryByText('the dashboard')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('the dashboard')).toBeInTheDocument();
  });

  it('clears the previous error at each submit and shows the new one as-is', async () => {
    const answers = [
      authError(400, 'invalid_credentials', 'Invalid login credentials'),
      authError(400, 'email_not_confirmed', 'Email not confirmed'),
    ];
    const fetch = authFetch(({ path }) =>
      path.startsWith('/token') ? answers.shift()! : json(200, {}),
    );
    const user = userEvent.setup();
    renderPublic(routes, { i18n, loadClient: stubbedClientFactory(fetch), route: '/login' });
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email not confirmed')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('stays on the page after signing up, showing the confirmation message', async () => {
    const fetch = authFetch(({ path }) =>
      path.startsWith('/signup') ? json(200, protocolUser()) : json(200, {}),
    );
    const user = userEvent.setup();
    renderPublic(routes, { i18n, loadClient: stubbedClientFactory(fetch), route: '/login' });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.type(screen.getByLabelText('Confirm password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Account created! Check your email to confirm your account.',
    );
    expect(requestsTo(fetch, '/signup')[0]?.url).toContain('redirect_to=');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
