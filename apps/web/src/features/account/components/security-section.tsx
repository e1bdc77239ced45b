import { recoverySchema } from '@ascend/contracts';
import { LogOut, Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmailField, TextField } from '@/components/ui/field';
import { FormMessage, type FormStatus } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAuthFailureMessage } from '@/lib/auth/auth-failure';
import { useAuth } from '@/lib/auth/use-auth';
import { useFormSubmit } from '@/lib/forms/use-form-submit';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { clearUserCache } from '@/lib/user-cache';
import { changeEmail, signOutEverywhere } from '../api/auth-actions';
import { ConnectedAccounts } from './connected-accounts';
import { PasswordCard } from './password-card';
import { TwoFactorCard } from './two-factor-card';

function EmailCard() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  // The same field as "Forgot password?": an e-mail address, trimmed.
  const { register, handleSubmit, reset } = useZodForm(recoverySchema, {
    defaultValues: { email: '' },
  });
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<FormStatus>(null);
  const failureMessage = useAuthFailureMessage();
  const submit = useFormSubmit(handleSubmit, {
    busy,
    onValid: async ({ email }) => {
      setBusy(true);
      setStatus(null);
      const failure = await changeEmail(email);
      setBusy(false);
      if (failure) {
        setStatus({ kind: 'error', text: failureMessage(failure) });
      } else {
        reset({ email: '' });
        setStatus({ kind: 'success', text: t('security.email.sent') });
      }
    },
  });
  return (
    <Panel title={t('security.email.title')} description={t('security.email.description')}>
      <form onSubmit={submit} className="grid gap-4">
        {status && <FormMessage kind={status.kind}>{status.text}</FormMessage>}
        <TextField
          label={t('security.email.current')}
          type="email"
          value={user?.email ?? ''}
          readOnly
        />
        <EmailField label={t('security.email.new')} disabled={busy} {...register('email')} />
        <SubmitButton
          busy={busy}
          icon={<Mail className="size-4" aria-hidden="true" />}
          className="justify-self-start"
        >
          {t('security.email.submit')}
        </SubmitButton>
      </form>
    </Panel>
  );
}

function SessionsCard() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const failureMessage = useAuthFailureMessage();
  const signOutAll = async () => {
    setBusy(true);
    setError(null);
    // Leave the guarded page first, or the guard would open the sign-in dialog.
    await navigate('/');
    const failure = await signOutEverywhere();
    if (failure) {
      setBusy(false);
      setError(failureMessage(failure));
      return;
    }
    clearUserCache();
  };
  return (
    <Panel title={t('security.sessions.title')} description={t('security.sessions.description')}>
      {error && (
        <FormMessage kind="error" className="mb-4">
          {error}
        </FormMessage>
      )}
      <Button variant="secondary" onClick={() => void signOutAll()} disabled={busy}>
        <LogOut className="size-4" aria-hidden="true" />
        {t('security.sessions.submit')}
      </Button>
    </Panel>
  );
}

export function SecuritySection() {
  return (
    <div className="grid gap-6">
      <EmailCard />
      <PasswordCard />
      <TwoFactorCard />
      <ConnectedAccounts />
      <SessionsCard />
    </div>
  );
}
