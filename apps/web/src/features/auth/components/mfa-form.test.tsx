/**
 * The sign-in's second step in the auth panel, over the real auth provider and client with the
 * network answered in the auth protocol's shapes: the code's check, what is sent, and how a
 * refused code is worded.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authError,
  authFetch,
  json,
  protocolFactor,
  protocolSessionWithFactors,
  requestsTo,
  stubbedClientFactory,
  type StubResponse,
} from '@/test-support/auth-protocol-stub';
import { loadedI18n, renderPublic } from '@/test-support/render-public';
import { AuthPanel } from './auth-panel';

const withFactor = () => protocolSessionWithFactors([protocolFactor()]);

/** Signs in with a password on an account with two-factor on; `onVerify` answers the code. */
async function reachTheCodeStep(language: string, onVerify: () => StubResponse) {
  const fetch = authFetch(({ path }) => {
    if (path.startsWith('/token')) return json(200, withFactor());
    if (path.endsWith('/challenge')) {
      return json(200, { id: 'challenge-1', type: 'totp', expires_at: 9999999999 });
    }
    if (path.endsWith('/verify')) return onVerify();
    if (path.startsWith('/user')) return json(200, withFactor().user);
    return json(200, {});
  });
  const i18n = await loadedI18n(language);
  const onSignedIn = vi.fn();
  const user = userEvent.setup();
  renderPublic(
    <AuthPanel
      initialMode="signIn"
      heading={(title) => <h1>{title}</h1>}
      onSignedIn={onSignedIn}
      onSignedUp={vi.fn()}
    />,
    { i18n, loadClient: stubbedClientFactory(fetch) },
  );
  await user.type(screen.getByLabelText(i18n.t('auth:email')), 'ana@example.com');
  await user.type(screen.getByLabelText(i18n.t('auth:password')), 'correct-horse');
  await user.click(screen.getByRole('button', { name: i18n.t('auth:signIn') }));
  const code = await screen.findByLabelText(i18n.t('auth:mfa.code'));
  const verify = screen.getByRole('button', { name: i18n.t('auth:mfa.submit') });
  return { fetch, user, code, verify, onSignedIn };
}

describe('the two-factor step of signing in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the code as typed, digits only, and completes the sign-in', async () => {
    const { fetch, user, code, verify, onSignedIn } = await reachTheCodeStep('en', () =>
      json(200, withFactor()),
    );
    await user.type(code, '123 456');
    expect(code).toHaveValue('123456');
    await user.click(verify);
    expect(await screen.findByRole('status')).toHaveTextContent('Login successful!');
    expect(requestsTo(fetch, '/verify').map((request) => request.body)).toEqual([
      { code: '123456', challenge_id: 'challenge-1' },
    ]);
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it('sends no incomplete code and says why in the language shown', async () => {
    const { fetch, user, code, verify } = await reachTheCodeStep('es', () =>
      json(200, withFactor()),
    );
    await user.type(code, '12345');
    await user.click(verify);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Escribe el código de 6 dígitos que muestra tu app de autenticación.',
    );
    expect(requestsTo(fetch, '/challenge')).toEqual([]);
  });

  it("words a refused code in the user's language, never in the server's English", async () => {
    const { user, code, verify, onSignedIn } = await reachTheCodeStep('es', () =>
      authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
    );
    await user.type(code, '000000');
    await user.click(verify);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ese código no es correcto. Escribe el código que muestra ahora tu app de autenticación.',
    );
    expect(screen.queryByText(/Invalid TOTP code/)).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
