import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authFetch,
  json,
  protocolUser,
  requestsTo,
  storeSession,
  stubbedClientFactory,
} from '@/test-support/auth-protocol-stub';
import {
  advance,
  installProductFakeTimers,
  loadedI18n,
  renderPublic,
  restoreRealTimers,
} from '@/test-support/render-public';
import { RESET_REDIRECT_DELAY_MS, ResetPasswordPage } from './reset-password-page';

const routes = (
  <Routes>
    <Route path="/reset-password" element={<ResetPasswordPage />} />
    <Route path="/dashboard" element={<p>the dashboard</p>} />
  </Routes>
);

let i18n: I18n;

describe('the /reset-password page', () => {
  beforeEach(async () => {
    i18n = await loadedI18n('en');
  });
  afterEach(() => restoreRealTimers());

  it('says the link is no good when there is no recovery session', async () => {
    const fetch = authFetch(() => json(200, {}));
    renderPublic(routes, {
      i18n,
      loadClient: stubbedClientFactory(fetch),
      route: '/reset-password',
    });
    expect(
      await screen.findByRole('heading', { name: 'This link is invalid or has expired' }),
    ).toBeInTheDocument();
  });

  it('checks the new password (match first), saves it and opens the dashboard', async () => {
    storeSession();
    const fetch = authFetch(({ path }) =>
      path.startsWith('/user') ? json(200, protocolUser()) : json(200, {}),
    );
    installProductFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderPublic(routes, {
      i18n,
      loadClient: stubbedClientFactory(fetch),
      route: '/reset-password',
    });
    await user.type(await screen.findByLabelText('New password'), 'abc');
    await user.type(screen.getByLabelText('Confirm password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    // The form validates after the click's event (react-hook-form submits asynchronously).
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters'),
    );

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been updated');
    expect(requestsTo(fetch, '/user').find((request) => request.body)?.body).toMatchObject({
      password: 'a-new-password',
    });
    await advance(RESET_REDIRECT_DELAY_MS);
    expect(screen.getByText('the dashboard')).toBeInTheDocument();
  });
});
