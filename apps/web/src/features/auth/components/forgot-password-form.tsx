import { recoverySchema } from '@ascend/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
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
  const submit = handleSubmit(({ email }) => {
    if (!busy) onSubmit(email);
  });
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4">
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        required
        disabled={busy || sent}
        {...register('email')}
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
