import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import type { AuthMode } from '@/lib/auth/auth-dialog-context';
import { checkNewPassword } from '../sign-up-validation';

export interface Credentials {
  email: string;
  password: string;
}

/** Email, password and (sign-up only) confirmation. Checks the sign-up rules before submitting. */
export function CredentialsForm({
  mode,
  busy,
  onSubmit,
  onInvalid,
  onForgotPassword,
}: {
  mode: AuthMode;
  busy: boolean;
  onSubmit: (credentials: Credentials) => void;
  /** A client-side rule failed; the message is already translated. */
  onInvalid: (message: string) => void;
  onForgotPassword: () => void;
}) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (mode === 'signUp') {
      const problem = checkNewPassword(password, confirmPassword);
      if (problem) {
        onInvalid(t(`errors.${problem}`));
        return;
      }
    }
    onSubmit({ email: email.trim(), password });
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        disabled={busy}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t('password')}
        type="password"
        name="password"
        autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
        required
        disabled={busy}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        labelAside={
          mode === 'signIn' ? (
            <button
              type="button"
              onClick={onForgotPassword}
              disabled={busy}
              className="text-xs font-medium text-accent hover:underline"
            >
              {t('forgotPassword')}
            </button>
          ) : undefined
        }
      />
      {mode === 'signUp' && (
        <TextField
          label={t('confirmPassword')}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          disabled={busy}
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
      )}
      <Button type="submit" disabled={busy} className="mt-1 h-11 w-full">
        {busy ? t('common:loading') : mode === 'signIn' ? t('signIn') : t('createAccount')}
      </Button>
    </form>
  );
}
