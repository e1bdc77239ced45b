import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthDialog, SIGN_IN_CLOSE_DELAY_MS } from '@/features/auth/auth-dialog';
import {
  authFetch,
  json,
  protocolSession,
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
import { AuthGuard } from './auth-guard';

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="location">{location.pathname + location.search}</p>
      <button onClick={() => void navigate(-1)}>back</button>
    </>
  );
}

const app = (
  <>
    <Where />
    <Routes>
      <Route path="/" element={<AuthDialog />} />
      <Route path="/start" element={<p>start page</p>} />
      <Route
        path="/dashboard/*"
        element={
          <AuthGuard>
            <p>private dashboard</p>
          </AuthGuard>
        }
      />
      <Route
        path="/login"
        element={
          <AuthGuard mode="signedOut">
            <p>login page</p>
          </AuthGuard>
        }
      />
    </Routes>
  </>
);

let i18n: I18n;

describe('the route guard', () => {
  beforeEach(async () => {
    i18n = await loadedI18n('en');
  });
  afterEach(() => restoreRealTimers());

  it('sends a visitor home (replacing history) with the sign-in dialog open, then back to the page after signing in', async () => {
    const fetch = authFetch(({ path }) =>
      path.startsWith('/token') ? json(200, protocolSession()) : json(200, {}),
    );
    installProductFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderPublic(app, {
      i18n,
      loadClient: stubbedClientFactory(fetch),
      entries: ['/start', '/dashboard/tracking?tab=week'],
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByText('private dashboard')).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await advance(SIGN_IN_CLOSE_DELAY_MS);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/tracking?tab=week');
    expect(screen.getByText('private dashboard')).toBeInTheDocument();
  });

  it('leaves no way back to the protected page in history', async () => {
    const fetch = authFetch(() => json(200, {}));
    const user = userEvent.setup();
    renderPublic(app, {
      i18n,
      loadClient: stubbedClientFactory(fetch),
      entries: ['/start', '/dashboard'],
    });
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await user.click(screen.getByText('back'));
    expect(screen.getByTestId('location')).toHaveTextContent('/start');
  });

  it('shows a spinner while the stored session is read, then lets a signed-in user in', async () => {
    storeSession();
    const fetch = authFetch(({ path }) =>
      path.startsWith('/user') ? json(200, protocolSession().user) : json(200, {}),
    );
    renderPublic(app, { i18n, loadClient: stubbedClientFactory(fetch), route: '/dashboard' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('private dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('in inverse mode sends a signed-in visitor to /dashboard', async () => {
    storeSession();
    const fetch = authFetch(() => json(200, {}));
    renderPublic(app, { i18n, loadClient: stubbedClientFactory(fetch), route: '/login' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(screen.queryByText('login page')).not.toBeInTheDocument();
  });

  it('in inverse mode shows the page to a visitor', async () => {
    const fetch = authFetch(() => json(200, {}));
    renderPublic(app, { i18n, loadClient: stubbedClientFactory(fetch), route: '/login' });
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });
});
