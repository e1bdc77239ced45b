import { signInSchema, signUpSchema } from '@ascend/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import type { AuthMode } from '@/lib/auth/auth-dialog-context';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useValidationMessage } from '@/lib/forms/validation-message';
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
  const validationMessage = useValidationMessage();

  const submit = handleSubmit(
    ({ email, password }) => {
      if (!busy) onSubmit({ email, password });
    },
    (errors) => {
      const message = validationMessage(errors);
      if (!busy && message) onInvalid(message);
    },
  );

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4">
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        required
        disabled={busy}
        {...register('email')}
      />
      <TextField
        label={t('password')}
        type="password"
        autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
        required
        disabled={busy}
        {...register('password')}
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
          autoComplete="new-password"
          required
          disabled={busy}
          {...register('confirmPassword')}
        />
      )}
      <Button type="submit" disabled={busy} className="mt-1 h-11 w-full">
        {busy ? t('common:loading') : mode === 'signIn' ? t('signIn') : t('createAccount')}
      </Button>
    </form>
  );
}
