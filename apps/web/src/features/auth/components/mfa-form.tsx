import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';

/** The second step: the 6-digit code from the authenticator app. */
export function MfaForm({
  busy,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit(code);
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <TextField
        label={t('mfa.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        disabled={busy}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.5em]"
      />
      <Button type="submit" disabled={busy || code.length !== 6} className="h-11 w-full">
        {busy ? t('common:loading') : t('mfa.submit')}
      </Button>
      <button
        type="button"
        onClick={onCancel}
        disabled={busy}
        className="justify-self-center text-sm font-medium text-accent hover:underline"
      >
        {t('mfa.cancel')}
      </button>
    </form>
  );
}
