/**
 * The two-factor card over the real auth client (auth-js), the network answered in the auth
 * protocol's shapes: the code forms' check, what they send, and how a refusal is worded.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authError,
  authFetch,
  json,
  protocolFactor,
  protocolSessionWithFactors,
  protocolUser,
  requestsTo,
  storeSession,
  type StubResponse,
} from '@/test-support/auth-protocol-stub';
import { createTestI18n, fakeScreen, renderPage } from '@/test-support/signed-in';
import { TwoFactorCard } from './two-factor-card';

const FACTOR_ID = protocolFactor().id;

/**
 * An auth service whose user has `factors`; enrolling answers a QR code and secret, a challenge
 * is always granted, and a verification answers `onVerify`.
 */
function network(factors: ReturnType<typeof protocolFactor>[], onVerify: () => StubResponse) {
  const session = () => protocolSessionWithFactors(factors);
  const fetch = authFetch(({ path, method }) => {
    if (path.startsWith('/user')) return json(200, protocolUser('ana@example.com', { factors }));
    if (path === '/factors' && method === 'POST') {
      return json(200, {
        id: FACTOR_ID,
        type: 'totp',
        friendly_name: 'Ascend',
        totp: {
          qr_code: '<svg xmlns="http://www.w3.org/2000/svg"/>',
          secret: 'JBSWY3DPEHPK3PXP',
          uri: '',
        },
      });
    }
    if (path.endsWith('/challenge')) {
      return json(200, { id: 'challenge-1', type: 'totp', expires_at: 9999999999 });
    }
    if (path.endsWith('/verify')) return onVerify();
    if (path.startsWith('/token')) return json(200, session());
    if (method === 'DELETE') return json(200, { id: FACTOR_ID });
    return json(404, {});
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, session };
}

describe('the two-factor card', () => {
  beforeEach(() => {
    fakeScreen(1280);
    storeSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('turns on with the code as typed, digits only, sent to the challenge it verifies', async () => {
    const { fetch, session } = network([], () => json(200, session()));
    const user = userEvent.setup();
    renderPage(<TwoFactorCard />);
    await user.click(await screen.findByRole('button', { name: 'Enable 2FA' }));
    const code = await screen.findByRole('textbox', { name: '6-digit code' });
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    // As an authenticator app shows it, with a space; a stray letter never gets in.
    await user.type(code, '123 45a6');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByText('On')).toBeInTheDocument();
    const [verify, ...more] = requestsTo(fetch, '/verify');
    expect(more).toEqual([]);
    expect(verify?.url).toContain(`/factors/${FACTOR_ID}/verify`);
    expect(verify?.body).toEqual({ code: '123456', challenge_id: 'challenge-1' });
  });

  it('sends no incomplete code and says why in the language shown', async () => {
    const { fetch, session } = network([], () => json(200, session()));
    const user = userEvent.setup();
    renderPage(<TwoFactorCard />, { i18n: createTestI18n('es') });
    await user.click(await screen.findByRole('button', { name: 'Activar 2FA' }));
    await user.type(await screen.findByRole('textbox', { name: 'Código de 6 dígitos' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Verificar y activar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Escribe el código de 6 dígitos que muestra tu app de autenticación.',
    );
    expect(requestsTo(fetch, '/challenge')).toEqual([]);
    expect(requestsTo(fetch, '/verify')).toEqual([]);
  });

  it("words a refused code in the user's language, never in the server's English, and stays on", async () => {
    const { fetch } = network([protocolFactor()], () =>
      authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
    );
    const user = userEvent.setup();
    renderPage(<TwoFactorCard />, { i18n: createTestI18n('es') });
    await user.click(await screen.findByRole('button', { name: 'Desactivar 2FA' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Código de 6 dígitos de tu app de autenticación' }),
      '000000',
    );
    await user.click(screen.getByRole('button', { name: 'Desactivar 2FA' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ese código no es correcto. Escribe el código que muestra ahora tu app de autenticación.',
    );
    expect(screen.queryByText(/Invalid TOTP code/)).toBeNull();
    expect(requestsTo(fetch, '/verify')[0]?.body).toMatchObject({ code: '000000' });
    // Nothing was removed: the factor stays, and the card says it is on.
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    expect(screen.getByText('Activada')).toBeInTheDocument();
  });

  it('words a refusal it has no words of its own for as a translated "try again"', async () => {
    network([protocolFactor()], () =>
      authError(422, 'some_future_code', 'Something the client has never heard of'),
    );
    const user = userEvent.setup();
    renderPage(<TwoFactorCard />);
    await user.click(await screen.findByRole('button', { name: 'Disable 2FA' }));
    await user.type(
      screen.getByRole('textbox', { name: '6-digit code from your authenticator app' }),
      '000000',
    );
    await user.click(screen.getByRole('button', { name: 'Disable 2FA' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Try again.'),
    );
    expect(screen.queryByText(/never heard of/)).toBeNull();
  });
});
