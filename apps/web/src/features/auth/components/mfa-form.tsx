import { useTranslation } from 'react-i18next';
import { TextButton } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useTotpCodeForm, type TotpCodeFormProps } from '@/lib/forms/use-totp-code-form';

/** The second step: the 6-digit code from the authenticator app. */
export function MfaForm({ onCancel, ...form }: TotpCodeFormProps & { onCancel: () => void }) {
  const { t } = useTranslation('auth');
  const { busy } = form;
  const { codeField, submit } = useTotpCodeForm(form);
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <TextField
        label={t('mfa.code')}
        {...codeField}
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.5em] [&_input]:indent-[0.5em]"
      />
      <SubmitButton busy={busy} className="h-11 w-full">
        {t('mfa.submit')}
      </SubmitButton>
      <TextButton onClick={onCancel} disabled={busy} className="justify-self-center">
        {t('mfa.cancel')}
      </TextButton>
    </form>
  );
}
