import { Link2, Unlink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { useAuthFailureMessage, type AuthFailure } from '@/lib/auth/auth-failure';
import { useAuth } from '@/lib/auth/use-auth';
import { runtimeConfig } from '@/lib/runtime-config';
import { connectGoogle, disconnectIdentity } from '../api/linked-identities';

/**
 * "Connect Google" / "Disconnect" on the security section, offered when the server allows manual
 * linking (AUTH_MANUAL_LINKING). The user's only way to sign in cannot be disconnected.
 */
export function ConnectedAccounts() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const failureMessage = useAuthFailureMessage();
  if (!runtimeConfig().manualLinking || !user) return null;

  const identities = user.identities ?? [];
  const google = identities.find((identity) => identity.provider === 'google');
  const onlyWayIn = identities.length <= 1;
  const googleEmail =
    typeof google?.identity_data?.email === 'string' ? google.identity_data.email : '';

  const run = async (action: () => Promise<AuthFailure | null>) => {
    setBusy(true);
    setError(null);
    const failure = await action();
    setBusy(false);
    if (failure) setError(failureMessage(failure));
  };

  return (
    <Panel title={t('security.connected.title')} description={t('security.connected.description')}>
      {error && (
        <FormMessage kind="error" className="mb-4">
          {error}
        </FormMessage>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          <span className="font-medium">{t('security.connected.google')}</span>{' '}
          <span className="text-muted-foreground">
            {google
              ? t('security.connected.connectedAs', { email: googleEmail })
              : t('security.connected.notConnected')}
          </span>
        </p>
        {google ? (
          <Button
            variant="secondary"
            disabled={busy || onlyWayIn}
            onClick={() => void run(() => disconnectIdentity(google))}
          >
            <Unlink className="size-4" aria-hidden="true" />
            {busy ? t('busy') : t('security.connected.disconnect')}
          </Button>
        ) : (
          <Button disabled={busy} onClick={() => void run(connectGoogle)}>
            <Link2 className="size-4" aria-hidden="true" />
            {busy ? t('busy') : t('security.connected.connect')}
          </Button>
        )}
      </div>
      {google && onlyWayIn && (
        <p className="mt-3 text-sm text-muted-foreground">{t('security.connected.onlyWayIn')}</p>
      )}
    </Panel>
  );
}
