import type { UserIdentity } from '@supabase/auth-js';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  parseRuntimeConfig,
  provideRuntimeConfig,
  resetRuntimeConfigForTests,
} from '@/lib/runtime-config';
import {
  createTestI18n,
  fakeScreen,
  renderPage,
  testAuth,
  testUser,
  TEST_USER_ID,
} from '@/test-support/signed-in';
import * as linking from '../api/linked-identities';
import { ConnectedAccounts } from './connected-accounts';

vi.mock('../api/linked-identities', () => ({
  connectGoogle: vi.fn(() => Promise.resolve(null)),
  disconnectIdentity: vi.fn(() => Promise.resolve('single_identity_not_deletable')),
}));

const identity = (provider: string, email: string): UserIdentity => ({
  id: `${provider}-subject`,
  identity_id: `${provider}-identity`,
  user_id: TEST_USER_ID,
  provider,
  identity_data: { email },
  created_at: '2026-01-01T00:00:00Z',
  last_sign_in_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

const withIdentities = (...identities: UserIdentity[]) =>
  testAuth({ user: testUser({ identities }) });

describe('connected accounts', () => {
  beforeEach(() => {
    fakeScreen(1280);
    provideRuntimeConfig(parseRuntimeConfig(JSON.stringify({ manualLinking: true })));
  });
  afterEach(() => {
    resetRuntimeConfigForTests();
    vi.clearAllMocks();
  });

  it('offers to connect Google when it is not connected', async () => {
    const user = userEvent.setup();
    renderPage(<ConnectedAccounts />, {
      auth: withIdentities(identity('email', 'ana.lopez@example.com')),
    });
    expect(screen.getByRole('heading', { name: 'Connected accounts' })).toBeInTheDocument();
    expect(screen.getByText('not connected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect Google' }));
    expect(linking.connectGoogle).toHaveBeenCalledOnce();
  });

  it('shows the connected Google address and disconnects it, wording the server’s refusal', async () => {
    const user = userEvent.setup();
    const google = identity('google', 'ana@gmail.example');
    renderPage(<ConnectedAccounts />, {
      auth: withIdentities(identity('email', 'ana.lopez@example.com'), google),
    });
    expect(screen.getByText('connected as ana@gmail.example')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(linking.disconnectIdentity).toHaveBeenCalledWith(google);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is your only way to sign in, so it cannot be disconnected.',
    );
  });

  it('words the server’s refusal in Spanish, never in its English', async () => {
    const user = userEvent.setup();
    renderPage(<ConnectedAccounts />, {
      auth: withIdentities(
        identity('email', 'ana.lopez@example.com'),
        identity('google', 'ana@gmail.example'),
      ),
      i18n: createTestI18n('es'),
    });
    await user.click(screen.getByRole('button', { name: 'Desconectar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Es tu única forma de iniciar sesión, así que no se puede desconectar.',
    );
  });

  it('never disconnects the only way to sign in', () => {
    renderPage(<ConnectedAccounts />, {
      auth: withIdentities(identity('google', 'ana@gmail.example')),
    });
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeDisabled();
    expect(screen.getByText(/only way to sign in/)).toBeInTheDocument();
  });

  it('speaks Spanish', () => {
    renderPage(<ConnectedAccounts />, {
      auth: withIdentities(identity('email', 'ana.lopez@example.com')),
      i18n: createTestI18n('es'),
    });
    expect(screen.getByRole('button', { name: 'Conectar Google' })).toBeInTheDocument();
  });

  it('is not there when the server does not offer manual linking', () => {
    resetRuntimeConfigForTests();
    renderPage(<ConnectedAccounts />, {
      auth: withIdentities(identity('email', 'ana.lopez@example.com')),
    });
    expect(screen.queryByRole('heading', { name: 'Connected accounts' })).not.toBeInTheDocument();
  });
});
