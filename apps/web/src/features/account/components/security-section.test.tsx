/**
 * The e-mail and devices cards over the real auth client (auth-js), the network answered in the
 * auth protocol's shapes: the service words its refusals in English only, so the cards word them
 * in the visitor's language from the error's code.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authError,
  authFetch,
  json,
  protocolUser,
  requestsTo,
  storeSession,
  type StubResponse,
} from '@/test-support/auth-protocol-stub';
import { createTestI18n, fakeScreen, renderPage } from '@/test-support/signed-in';
import { SecuritySection } from './security-section';

/** The auth service of a signed-in user; `onChange` answers PUT /user, `onLogout` POST /logout. */
function network({
  onChange = () => json(200, protocolUser()),
  onLogout = () => json(204, undefined),
}: {
  onChange?: () => StubResponse | Promise<StubResponse>;
  onLogout?: () => StubResponse;
}) {
  const fetch = authFetch(({ path, method }) => {
    if (path.startsWith('/user') && method === 'PUT') return onChange();
    if (path.startsWith('/user')) return json(200, protocolUser());
    if (path.startsWith('/logout')) return onLogout();
    return json(404, {});
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function changeEmail(user: ReturnType<typeof userEvent.setup>, label: string, to: string) {
  await user.type(screen.getByLabelText(label), to);
  await user.keyboard('{Enter}');
}

describe('the e-mail card', () => {
  beforeEach(() => {
    fakeScreen(1280);
    storeSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the new address, trimmed, and says a link is on its way', async () => {
    const fetch = network({});
    const user = userEvent.setup();
    renderPage(<SecuritySection />);
    await changeEmail(user, 'New e-mail', '  ana.new@example.com ');
    expect(await screen.findByRole('status')).toHaveTextContent('we sent a confirmation link');
    const changes = requestsTo(fetch, '/user').filter((request) => request.body !== undefined);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.body).toMatchObject({ email: 'ana.new@example.com' });
    expect(screen.getByLabelText('New e-mail')).toHaveValue('');
  });

  it("words the server's refusal in the user's language, never in its English", async () => {
    network({
      onChange: () =>
        authError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        ),
    });
    const user = userEvent.setup();
    renderPage(<SecuritySection />, { i18n: createTestI18n('es') });
    await changeEmail(user, 'Nuevo email', 'taken@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Otra cuenta ya usa esta dirección de correo.',
    );
    expect(screen.queryByText(/already been registered/)).toBeNull();
  });

  it('says to try again in a moment when the service is out (503)', async () => {
    network({ onChange: () => authError(503, 'unexpected_failure', 'Database unavailable') });
    const user = userEvent.setup();
    renderPage(<SecuritySection />);
    await changeEmail(user, 'New e-mail', 'ana.new@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the service just now. Check your connection and try again in a moment.',
    );
    expect(screen.queryByText(/Database unavailable/)).toBeNull();
  });
});

describe('the devices card', () => {
  beforeEach(() => {
    fakeScreen(1280);
    storeSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks the server to end every session and words its refusal in the user's language", async () => {
    const fetch = network({
      onLogout: () => authError(429, 'over_request_rate_limit', 'Request rate limit reached'),
    });
    const user = userEvent.setup();
    renderPage(<SecuritySection />, { i18n: createTestI18n('es') });
    await user.click(
      screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    );
    expect(requestsTo(fetch, '/logout').map((request) => request.url)).toEqual([
      expect.stringContaining('scope=global'),
    ]);
    expect(screen.queryByText(/rate limit/)).toBeNull();
  });
});
