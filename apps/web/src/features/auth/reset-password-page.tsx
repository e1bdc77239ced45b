import { newPasswordSchema } from '@ascend/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAuth } from '@/lib/auth/use-auth';
import { useFormSubmit } from '@/lib/forms/use-form-submit';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { runtimeConfig } from '@/lib/runtime-config';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { AuthCard, PageHeading } from './auth-card';
import { useDelayedAction } from './use-delayed-action';

export const RESET_REDIRECT_DELAY_MS = 1500;

/**
 * Where the recovery e-mail's link lands: the auth client exchanges the link's code for a session
 * (PASSWORD_RECOVERY), and the visitor sets a new password. A confirmation that kept no password
 * (competing sign-ups of one address) is sent here too, to choose one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentMeta(t('meta.resetTitle'), t('meta.resetDescription'));
  const { session, loading, updatePassword, mustSetPassword } = useAuth();
  const navigate = useNavigate();
  const later = useDelayedAction();
  const { register, handleSubmit } = useZodForm(
    newPasswordSchema(runtimeConfig().passwordMinLength),
    { defaultValues: { password: '', confirmPassword: '' } },
  );
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (password: string) => {
    setError(null);
    setBusy(true);
    try {
      const result = await updatePassword(password);
      if (result.error) return setError(result.error);
      setDone(true);
      later(() => void navigate('/dashboard'), RESET_REDIRECT_DELAY_MS);
    } catch (caught) {
      console.error(caught);
      setError(t('errors.unexpected'));
    } finally {
      setBusy(false);
    }
  };
  const submit = useFormSubmit(handleSubmit, {
    busy: busy || done,
    onValid: ({ password }) => save(password),
    onInvalid: setError,
  });

  if (loading) return <Spinner />;

  if (!session) {
    return (
      <AuthCard>
        <PageHeading title={t('reset.invalidTitle')} subtitle={t('reset.invalidBody')} />
        <Link to="/login" className={buttonClasses('primary', 'mt-6 w-full')}>
          {t('reset.requestAgain')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <PageHeading
        title={t(mustSetPassword ? 'reset.setTitle' : 'reset.title')}
        subtitle={t(mustSetPassword ? 'reset.setSubtitle' : 'reset.subtitle')}
      />
      <form onSubmit={submit} className="mt-6 grid gap-4">
        {error && <FormMessage kind="error">{error}</FormMessage>}
        {done && <FormMessage kind="success">{t('reset.success')}</FormMessage>}
        <PasswordField
          label={t('reset.newPassword')}
          autoComplete="new-password"
          disabled={busy || done}
          {...register('password')}
        />
        <PasswordField
          label={t('confirmPassword')}
          autoComplete="new-password"
          disabled={busy || done}
          {...register('confirmPassword')}
        />
        <SubmitButton busy={busy} disabled={busy || done} className="h-11 w-full">
          {t('reset.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
