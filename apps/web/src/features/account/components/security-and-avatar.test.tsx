import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeScreen, renderPage } from '@/test-support/signed-in';
import * as authActions from '../api/auth-actions';
import { AvatarCard } from './avatar-card';
import { TwoFactorCard } from './two-factor-card';

vi.mock('../api/auth-actions', () => ({
  refreshUser: vi.fn(() => Promise.resolve()),
  verifiedTotpFactor: vi.fn(() => Promise.resolve(null)),
  enrollTotp: vi.fn(() =>
    Promise.resolve({
      factorId: 'f1',
      qrCode: 'data:image/svg+xml;charset=utf-8,%3Csvg%3E',
      secret: 'JBSWY3DPEHPK3PXP',
    }),
  ),
  verifyTotp: vi.fn(() => Promise.resolve(null)),
  disableTotp: vi.fn(() => Promise.resolve('mfa_verification_failed')),
}));

describe('avatar card', () => {
  beforeEach(() => fakeScreen(1280));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('refuses a file over 5 MB before uploading anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderPage(<AvatarCard />);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('larger than 5 MB');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uploads the picture as multipart field "file", then refreshes the session', async () => {
    const requests: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return Promise.resolve(
        new Response(JSON.stringify({ avatar_url: '/api/v1/avatar/u?v=1' }), { status: 200 }),
      );
    });
    const user = userEvent.setup();
    const { container } = renderPage(<AvatarCard />);
    const picture = new File([new Uint8Array(10)], 'me.gif', { type: 'image/gif' });
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, picture);
    expect(await screen.findByRole('status')).toHaveTextContent('new picture is saved');
    expect(requests[0]?.url).toBe('/api/v1/avatar');
    expect(requests[0]?.init.method).toBe('PUT');
    expect((requests[0]?.init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(authActions.refreshUser).toHaveBeenCalledOnce();
  });
});

describe('two-factor card', () => {
  beforeEach(() => fakeScreen(1280));
  afterEach(() => vi.clearAllMocks());

  it('shows the QR code and secret, verifies a 6-digit code, then is on', async () => {
    const user = userEvent.setup();
    renderPage(<TwoFactorCard />);
    await user.click(await screen.findByRole('button', { name: 'Enable 2FA' }));
    expect(screen.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const verify = screen.getByRole('button', { name: 'Verify and turn on' });
    await user.type(screen.getByRole('textbox', { name: '6-digit code' }), '12a34');
    // Not six digits: nothing is sent, and the form says why.
    await user.click(verify);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter the 6-digit code your authenticator app shows.',
    );
    expect(authActions.verifyTotp).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: '6-digit code' }), '56');
    await user.click(verify);
    expect(authActions.verifyTotp).toHaveBeenCalledWith('f1', '123456');
    expect(await screen.findByText('On')).toBeInTheDocument();
  });

  it('asks for a code to turn it off and shows why when the code is wrong', async () => {
    vi.mocked(authActions.verifiedTotpFactor).mockResolvedValueOnce({
      id: 'f9',
      factor_type: 'totp',
      status: 'verified',
      created_at: '',
      updated_at: '',
    });
    const user = userEvent.setup();
    renderPage(<TwoFactorCard />);
    await user.click(await screen.findByRole('button', { name: 'Disable 2FA' }));
    await user.type(
      screen.getByRole('textbox', { name: '6-digit code from your authenticator app' }),
      '000000',
    );
    await user.click(screen.getByRole('button', { name: 'Disable 2FA' }));
    await waitFor(() => expect(authActions.disableTotp).toHaveBeenCalledWith('f9', '000000'));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not correct.');
    expect(screen.getByText('On')).toBeInTheDocument();
  });
});
