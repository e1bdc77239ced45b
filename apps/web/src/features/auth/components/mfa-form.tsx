import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useTotpCodeForm } from '@/lib/forms/use-totp-code-form';

/** The second step: the 6-digit code from the authenticator app. */
export function MfaForm({
  busy,
  onSubmit,
  onInvalid,
  onCancel,
}: {
  busy: boolean;
  onSubmit: (code: string) => void;
  /** The code is not 6 digits; the message is already translated. */
  onInvalid: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const { codeField, submit } = useTotpCodeForm({ busy, onSubmit, onInvalid });
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <TextField
        label={t('mfa.code')}
        {...codeField}
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.5em] [&_input]:indent-[0.5em]"
      />
      <Button type="submit" disabled={busy} className="h-11 w-full">
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
