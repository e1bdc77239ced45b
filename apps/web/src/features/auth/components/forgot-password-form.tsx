import { recoverySchema } from '@ascend/contracts';
import { useTranslation } from 'react-i18next';
import { TextButton } from '@/components/ui/button';
import { EmailField } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useFormSubmit } from '@/lib/forms/use-form-submit';
import { useZodForm } from '@/lib/forms/use-zod-form';

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
  const { register, handleSubmit } = useZodForm(recoverySchema, { defaultValues: { email: '' } });
  const submit = useFormSubmit(handleSubmit, { busy, onValid: ({ email }) => onSubmit(email) });
  return (
    <form onSubmit={submit} className="grid gap-4">
      <EmailField label={t('email')} disabled={busy || sent} {...register('email')} />
      <SubmitButton busy={busy} disabled={busy || sent} className="h-11 w-full">
        {t('forgot.submit')}
      </SubmitButton>
      <TextButton onClick={onBack} className="justify-self-center">
        {t('forgot.back')}
      </TextButton>
    </form>
  );
}
