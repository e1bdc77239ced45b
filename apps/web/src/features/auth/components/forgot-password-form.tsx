import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';

/** Asks for the e-mail to send the recovery link to. */
export function ForgotPasswordForm({
  busy,
  sent,
  onSubmit,
  onBack,
}: {
  busy: boolean;
  sent: boolean;
  onSubmit: (email: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit(email.trim());
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        disabled={busy || sent}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" disabled={busy || sent} className="h-11 w-full">
        {busy ? t('common:loading') : t('forgot.submit')}
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="justify-self-center text-sm font-medium text-accent hover:underline"
      >
        {t('forgot.back')}
      </button>
    </form>
  );
}
