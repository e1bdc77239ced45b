/**
 * The password form over the real auth client (auth-js), with the network answered in the auth
 * protocol's shapes: what it sends to PUT /user and GET /reauthenticate, and how it words errors.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authError,
  authFetch,
  json,
  protocolUser,
  requestsTo,
  storeSession,
} from '@/test-support/auth-protocol-stub';
import { createTestI18n, fakeScreen, renderPage } from '@/test-support/signed-in';
import { PasswordCard } from './password-card';

type Answer = ReturnType<typeof json>;

/** A network where PUT /user answers `onUpdate` and GET /reauthenticate mails a code. */
function network(onUpdate: () => Answer = () => json(200, protocolUser())) {
  const fetch = authFetch(({ path, method }) => {
    if (path.startsWith('/user') && method === 'PUT') return onUpdate();
    if (path.startsWith('/reauthenticate')) return json(200, {});
    return json(404, {});
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const updates = (fetch: ReturnType<typeof network>) =>
  requestsTo(fetch, '/user').filter((request) => request.body !== undefined);

async function fillNewPassword(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), password);
}

describe('the password form', () => {
  beforeEach(() => {
    fakeScreen(1280);
    storeSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the current password with the new one', async () => {
    const fetch = network();
    const user = userEvent.setup();
    renderPage(<PasswordCard />);
    await user.type(screen.getByLabelText('Current password'), 'old-secret');
    await fillNewPassword(user, 'a-new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed.');
    const [sent, ...more] = updates(fetch).map((request) => request.body);
    expect(more).toEqual([]);
    expect(sent).toMatchObject({ password: 'a-new-secret', current_password: 'old-secret' });
    expect(sent).not.toHaveProperty('nonce');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('sends nothing without a proof, says why and puts the focus on the missing field', async () => {
    const fetch = network();
    const user = userEvent.setup();
    renderPage(<PasswordCard />);
    await fillNewPassword(user, 'a-new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter your current password, or ask for a code by e-mail.',
    );
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());
    expect(updates(fetch)).toEqual([]);
  });

  it('checks the new password before sending, in the language shown: the match first, then the length', async () => {
    const fetch = network();
    const user = userEvent.setup();
    renderPage(<PasswordCard />, { i18n: createTestI18n('es') });
    await user.type(screen.getByLabelText('Contraseña actual'), 'old-secret');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'abc');
    await user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Las contraseñas no coinciden');
    await waitFor(() => expect(screen.getByLabelText('Confirmar nueva contraseña')).toHaveFocus());
    await user.clear(screen.getByLabelText('Confirmar nueva contraseña'));
    await user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'La contraseña debe tener al menos 6 caracteres',
      ),
    );
    expect(updates(fetch)).toEqual([]);
  });

  it('e-mails a code on request, moves the focus to it, and sends it as the nonce', async () => {
    const fetch = network();
    const user = userEvent.setup();
    renderPage(<PasswordCard />);
    await user.click(screen.getByRole('button', { name: 'E-mail me a code instead' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a code to ana.lopez@example.com.',
    );
    expect(requestsTo(fetch, '/reauthenticate')).toHaveLength(1);
    const code = screen.getByLabelText('Code from the e-mail');
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.queryByLabelText('Current password')).toBeNull();

    await user.type(code, ' 123456 ');
    await fillNewPassword(user, 'a-new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed.');
    const [sent, ...more] = updates(fetch).map((request) => request.body);
    expect(more).toEqual([]);
    expect(sent).toMatchObject({ password: 'a-new-secret', nonce: '123456' });
    expect(sent).not.toHaveProperty('current_password');
    // Back to the usual form for the next change.
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  });

  it('words a refused code and keeps the code field, focused, to try again', async () => {
    network(() => authError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid'));
    const user = userEvent.setup();
    renderPage(<PasswordCard />);
    await user.click(screen.getByRole('button', { name: 'E-mail me a code instead' }));
    await user.type(await screen.findByLabelText('Code from the e-mail'), '000000');
    await fillNewPassword(user, 'a-new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code is wrong or has expired. Ask for a new one.',
    );
    await waitFor(() => expect(screen.getByLabelText('Code from the e-mail')).toHaveFocus());
    // The user can go back to the password.
    await user.click(screen.getByRole('button', { name: 'Use my password instead' }));
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());
  });

  it("shows the server's refusals in the user's language", async () => {
    network(() => authError(422, 'current_password_mismatch', 'Current password is incorrect.'));
    const user = userEvent.setup();
    renderPage(<PasswordCard />, { i18n: createTestI18n('es') });
    await user.type(screen.getByLabelText('Contraseña actual'), 'not-it');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'a-new-secret');
    await user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'a-new-secret');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu contraseña actual no es correcta.',
    );
    expect(screen.queryByText('Current password is incorrect.')).toBeNull();
  });
});
