import { signInSchema, signUpSchema } from '@ascend/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextButton } from '@/components/ui/button';
import { EmailField, PasswordField } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import type { AuthMode } from '@/lib/auth/auth-dialog-context';
import { useFormSubmit } from '@/lib/forms/use-form-submit';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { runtimeConfig } from '@/lib/runtime-config';

export interface Credentials {
  email: string;
  password: string;
}

/** The fields of both modes; the confirmation is there (and checked) in sign-up only. */
type Fields = Credentials & { confirmPassword?: string };

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
  const schema = useMemo<z.ZodType<Credentials, Fields>>(
    () => (mode === 'signUp' ? signUpSchema(runtimeConfig().passwordMinLength) : signInSchema),
    [mode],
  );
  const { register, handleSubmit } = useZodForm(schema, {
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const submit = useFormSubmit(handleSubmit, {
    busy,
    onValid: ({ email, password }) => onSubmit({ email, password }),
    onInvalid,
  });

  return (
    <form onSubmit={submit} className="grid gap-4">
      <EmailField label={t('email')} disabled={busy} {...register('email')} />
      <PasswordField
        label={t('password')}
        autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
        disabled={busy}
        {...register('password')}
        labelAside={
          mode === 'signIn' ? (
            <TextButton onClick={onForgotPassword} disabled={busy} className="text-xs">
              {t('forgotPassword')}
            </TextButton>
          ) : undefined
        }
      />
      {mode === 'signUp' && (
        <PasswordField
          label={t('confirmPassword')}
          autoComplete="new-password"
          disabled={busy}
          {...register('confirmPassword')}
        />
      )}
      <SubmitButton busy={busy} className="mt-1 h-11 w-full">
        {mode === 'signIn' ? t('signIn') : t('createAccount')}
      </SubmitButton>
    </form>
  );
}
