import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/lib/auth/auth-dialog-context';
import { parseRuntimeConfig, provideRuntimeConfig } from '@/lib/runtime-config';
import {
  authError,
  authFetch,
  json,
  protocolFactor,
  protocolSession,
  protocolSessionWithFactors,
  requestsTo,
  protocolUser,
  stubbedClientFactory,
  type StubResponse,
} from '@/test-support/auth-protocol-stub';
import {
  advance,
  loadedI18n,
  renderPublic,
  installProductFakeTimers,
  restoreRealTimers,
} from '@/test-support/render-public';
import { AuthDialog, SIGN_IN_CLOSE_DELAY_MS, SIGN_UP_CLOSE_DELAY_MS } from './auth-dialog';

function OpenButtons() {
  const { openAuthDialog } = useAuthDialog();
  return (
    <>
      <button onClick={() => openAuthDialog()}>open sign-in</button>
      <button onClick={() => openAuthDialog({ mode: 'signUp' })}>open sign-up</button>
    </>
  );
}

let i18n: I18n;

function setup(
  handler: (request: { path: string; body: unknown }) => StubResponse | Promise<StubResponse>,
) {
  const fetch = authFetch(handler);
  installProductFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  renderPublic(
    <>
      <OpenButtons />
      <AuthDialog />
    </>,
    { i18n, loadClient: stubbedClientFactory(fetch) },
  );
  return { fetch, user };
}

async function fillSignUp(
  user: ReturnType<typeof userEvent.setup>,
  password: string,
  confirmation: string,
) {
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('the sign-in dialog', () => {
  beforeEach(async () => {
    i18n = await loadedI18n('en');
  });
  afterEach(() => {
    restoreRealTimers();
  });

  it('opens in sign-in mode with its texts, Google active, Twitter disabled and a Close control', async () => {
    const { user } = setup(() => json(200, {}));
    await user.click(screen.getByText('open sign-in'));
    const dialog = screen.getByRole('dialog', { name: 'Welcome Back' });
    expect(dialog).toHaveAccessibleDescription(
      'Sign in to your account to continue your self-optimization journey',
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Google' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Twitter' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('dialog', { name: 'Join Ascend' })).toHaveAccessibleDescription(
      'Create your account and start transforming yourself today',
    );
    expect(screen.getByText('Already have an account?')).toBeInTheDocument();
  });

  it('checks that the passwords match before it checks their length, without calling the server', async () => {
    const { user, fetch } = setup(() => json(200, {}));
    await user.click(screen.getByText('open sign-up'));
    await fillSignUp(user, 'abc', 'abd');
    // The form validates after the click's event (react-hook-form submits asynchronously).
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters'),
    );
    expect(requestsTo(fetch, '/signup')).toHaveLength(0);
  });

  it("holds new passwords to the server's minimum (AUTH_PASSWORD_MIN_LENGTH)", async () => {
    provideRuntimeConfig(parseRuntimeConfig('{"passwordMinLength":10}'));
    try {
      const { user, fetch } = setup(() => json(200, {}));
      await user.click(screen.getByText('open sign-up'));
      await fillSignUp(user, '123456789', '123456789');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Password must be at least 10 characters',
      );
      expect(requestsTo(fetch, '/signup')).toHaveLength(0);
    } finally {
      provideRuntimeConfig(parseRuntimeConfig(null));
    }
  });

  it("shows the server's message as-is in a red box", async () => {
    const { user } = setup(({ path }) =>
      path.startsWith('/token')
        ? authError(400, 'invalid_credentials', 'Invalid login credentials')
        : json(200, {}),
    );
    await user.click(screen.getByText('open sign-in'));
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid login credentials$/);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("shows 'Loading...' while busy, then 'Login successful!', and closes 1.5 s later", async () => {
    let answer: (response: StubResponse) => void = () => undefined;
    const { user, fetch } = setup(({ path }) =>
      path.startsWith('/token')
        ? new Promise<StubResponse>((resolve) => (answer = resolve))
        : json(200, {}),
    );
    await user.click(screen.getByText('open sign-in'));
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    await act(async () => {
      answer(json(200, protocolSession()));
      await Promise.resolve();
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Login successful!');
    await advance(SIGN_IN_CLOSE_DELAY_MS - 1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the confirm-by-email message after sign-up and closes 3 s later', async () => {
    const { user, fetch } = setup(({ path }) =>
      path.startsWith('/signup')
        ? json(
            200,
            protocolUser('ana@example.com', { confirmation_sent_at: '2026-01-01T00:00:00Z' }),
          )
        : json(200, {}),
    );
    await user.click(screen.getByText('open sign-up'));
    await fillSignUp(user, 'long-enough', 'long-enough');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Account created! Check your email to confirm your account.',
    );
    expect(requestsTo(fetch, '/signup')[0]?.body).toMatchObject({
      email: 'ana@example.com',
      password: 'long-enough',
    });
    await advance(SIGN_UP_CLOSE_DELAY_MS - 1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts afresh after closing: empty fields, no message, sign-in mode', async () => {
    const { user } = setup(() => json(200, {}));
    await user.click(screen.getByText('open sign-in'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await fillSignUp(user, 'abc', 'abd');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByText('open sign-in'));
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { user } = setup(() => json(200, {}));
    await user.click(screen.getByText('open sign-in'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Cargando...' while busy in Spanish", async () => {
    i18n = await loadedI18n('es');
    const { user } = setup(({ path }) =>
      path.startsWith('/token') ? new Promise<StubResponse>(() => undefined) : json(200, {}),
    );
    await user.click(screen.getByText('open sign-in'));
    expect(screen.getByRole('dialog', { name: 'Bienvenido de nuevo' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('button', { name: 'Cargando...' })).toBeDisabled();
  });

  it('sends a recovery mail from "Forgot password?"', async () => {
    const { user, fetch } = setup(() => json(200, {}));
    await user.click(screen.getByText('open sign-in'));
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/link to reset your password/);
    const [recover] = requestsTo(fetch, '/recover');
    expect(recover?.url).toContain('redirect_to=');
    expect(recover?.body).toMatchObject({ email: 'ana@example.com' });
  });

  it('asks for the 6-digit code when the account has two-factor on, then signs in', async () => {
    const withFactor = () => protocolSessionWithFactors([protocolFactor()]);
    const { user, fetch } = setup(({ path }) => {
      if (path.startsWith('/token')) return json(200, withFactor());
      if (path.endsWith('/challenge')) {
        return json(200, { id: 'challenge-1', type: 'totp', expires_at: 9999999999 });
      }
      if (path.endsWith('/verify')) return json(200, withFactor());
      if (path.startsWith('/user')) return json(200, withFactor().user);
      return json(200, {});
    });
    await user.click(screen.getByText('open sign-in'));
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByRole('dialog', { name: 'Two-factor authentication' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Login successful!');
    expect(requestsTo(fetch, '/verify')[0]?.body).toMatchObject({
      challenge_id: 'challenge-1',
      code: '123456',
    });
  });
});
