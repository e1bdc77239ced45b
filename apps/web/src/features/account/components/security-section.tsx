import { changePasswordSchema, recoverySchema } from '@ascend/contracts';
import { KeyRound, LogOut, Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { useAuth } from '@/lib/auth/use-auth';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useValidationMessage } from '@/lib/forms/validation-message';
import { runtimeConfig } from '@/lib/runtime-config';
import { clearUserCache } from '@/lib/user-cache';
import { changeEmail, changePassword, signOutEverywhere } from '../api/auth-actions';
import { TwoFactorCard } from './two-factor-card';

type Status = { kind: 'error' | 'success'; text: string } | null;

function EmailCard() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  // The same field as "Forgot password?": an e-mail address, trimmed.
  const { register, handleSubmit, reset } = useZodForm(recoverySchema, {
    defaultValues: { email: '' },
  });
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const submit = handleSubmit(async ({ email }) => {
    setBusy(true);
    setStatus(null);
    const error = await changeEmail(email);
    setBusy(false);
    if (error) {
      setStatus({ kind: 'error', text: error });
    } else {
      reset({ email: '' });
      setStatus({ kind: 'success', text: t('security.email.sent') });
    }
  });
  return (
    <Panel title={t('security.email.title')} description={t('security.email.description')}>
      <form onSubmit={(event) => void submit(event)} className="grid gap-4">
        {status && <FormMessage kind={status.kind}>{status.text}</FormMessage>}
        <TextField
          label={t('security.email.current')}
          type="email"
          value={user?.email ?? ''}
          readOnly
        />
        <TextField
          label={t('security.email.new')}
          type="email"
          autoComplete="email"
          required
          disabled={busy}
          {...register('email')}
        />
        <Button type="submit" disabled={busy} className="justify-self-start">
          <Mail className="size-4" aria-hidden="true" />
          {busy ? t('busy') : t('security.email.submit')}
        </Button>
      </form>
    </Panel>
  );
}

function PasswordCard() {
  const { t } = useTranslation('account');
  // The rules of sign-up (spec §5), with the server's minimum length.
  const { passwordMinLength } = runtimeConfig();
  const empty = { currentPassword: '', password: '', confirmPassword: '' };
  const { register, handleSubmit, reset } = useZodForm(changePasswordSchema(passwordMinLength), {
    defaultValues: empty,
  });
  const validationMessage = useValidationMessage();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const field = (name: keyof typeof empty, autoComplete: string) => ({
    type: 'password',
    required: true,
    autoComplete,
    disabled: busy,
    ...register(name),
  });
  const submit = handleSubmit(
    async ({ currentPassword, password }) => {
      setBusy(true);
      setStatus(null);
      const error = await changePassword(currentPassword, password);
      setBusy(false);
      if (error) {
        setStatus({ kind: 'error', text: error });
      } else {
        reset(empty);
        setStatus({ kind: 'success', text: t('security.password.changed') });
      }
    },
    (errors) => setStatus({ kind: 'error', text: validationMessage(errors) ?? '' }),
  );
  return (
    <Panel
      title={t('security.password.title')}
      description={t('security.password.description', { count: passwordMinLength })}
    >
      <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
        {status && <FormMessage kind={status.kind}>{status.text}</FormMessage>}
        <TextField
          label={t('security.password.current')}
          {...field('currentPassword', 'current-password')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('security.password.new')} {...field('password', 'new-password')} />
          <TextField
            label={t('security.password.confirm')}
            {...field('confirmPassword', 'new-password')}
          />
        </div>
        <Button type="submit" disabled={busy} className="justify-self-start">
          <KeyRound className="size-4" aria-hidden="true" />
          {busy ? t('busy') : t('security.password.submit')}
        </Button>
      </form>
    </Panel>
  );
}

function SessionsCard() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOutAll = async () => {
    setBusy(true);
    setError(null);
    // Leave the guarded page first, or the guard would open the sign-in dialog.
    await navigate('/');
    const failure = await signOutEverywhere();
    if (failure) {
      setBusy(false);
      setError(failure);
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
      <SessionsCard />
    </div>
  );
}
