import { changePasswordSchema } from '@ascend/contracts';
import { KeyRound } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button, TextButton } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/field';
import { FormMessage, type FormStatus } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAuth } from '@/lib/auth/use-auth';
import { useFormSubmit } from '@/lib/forms/use-form-submit';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { runtimeConfig } from '@/lib/runtime-config';
import { changePassword, requestReauthenticationCode } from '../api/auth-actions';
import { passwordChangeMessage, type PasswordChangeMessage } from '../password-change';

type PasswordChangeForm = z.input<ReturnType<typeof changePasswordSchema>>;

const EMPTY: PasswordChangeForm = {
  proof: 'password',
  currentPassword: '',
  code: '',
  password: '',
  confirmPassword: '',
};

/** The server's refusals of the password or code that proves who is asking. */
const PROOF_REFUSALS = new Set<PasswordChangeMessage>([
  'currentPasswordWrong',
  'codeInvalid',
  'reauthenticationNeeded',
]);

/** The switch between the password and a mailed code, beside the field's label. */
const ASIDE = 'text-right text-xs';

/**
 * Changing the password proves who is asking: the current password, or (forgotten, or never set
 * after a Google sign-in) a code the auth service mails on request, as the server may demand
 * either for a session signed in more than a day ago.
 */
export function PasswordCard() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const { passwordMinLength } = runtimeConfig();
  const schema = useMemo(() => changePasswordSchema(passwordMinLength), [passwordMinLength]);
  const { register, handleSubmit, reset, setValue, getValues, setFocus, control } = useZodForm(
    schema,
    { defaultValues: EMPTY },
  );
  const proof = useWatch({ control, name: 'proof' });
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<FormStatus>(null);
  const [proofFocusRequests, setProofFocusRequests] = useState(0);

  // After a switch between password and code, or when the server refused the proof, the proof
  // field takes the focus, so keyboard and screen-reader users land where they type next. It runs
  // after the render that re-enabled the field. (A problem found before sending is focused by
  // react-hook-form itself.)
  useEffect(() => {
    if (proofFocusRequests === 0) return;
    setFocus(getValues('proof') === 'code' ? 'code' : 'currentPassword');
  }, [proofFocusRequests, getValues, setFocus]);

  const focusProof = () => setProofFocusRequests((count) => count + 1);
  const switchProof = (next: PasswordChangeForm['proof']) => {
    setValue('proof', next);
    focusProof();
  };
  const showFailure = (message: PasswordChangeMessage) => {
    setStatus({ kind: 'error', text: t(`security.password.errors.${message}`) });
    if (PROOF_REFUSALS.has(message)) focusProof();
  };

  const sendCode = async () => {
    setBusy(true);
    setStatus(null);
    const failure = await requestReauthenticationCode();
    setBusy(false);
    if (failure) return showFailure(passwordChangeMessage(failure, 'codeNotSent'));
    setValue('code', '');
    switchProof('code');
    setStatus({
      kind: 'success',
      text: t('security.password.codeSent', { email: user?.email ?? '' }),
    });
  };

  const submit = useFormSubmit(handleSubmit, {
    busy,
    onValid: async (change) => {
      setBusy(true);
      setStatus(null);
      const failure = await changePassword(change);
      setBusy(false);
      if (failure) return showFailure(passwordChangeMessage(failure));
      reset(EMPTY);
      setStatus({ kind: 'success', text: t('security.password.changed') });
    },
    onInvalid: (problem) => setStatus({ kind: 'error', text: problem }),
  });

  return (
    <Panel
      title={t('security.password.title')}
      description={t('security.password.description', { count: passwordMinLength })}
    >
      <form onSubmit={submit} className="grid gap-4" noValidate>
        {status && <FormMessage kind={status.kind}>{status.text}</FormMessage>}
        {proof === 'password' ? (
          <PasswordField
            key="currentPassword"
            label={t('security.password.current')}
            labelAside={
              <TextButton onClick={() => void sendCode()} disabled={busy} className={ASIDE}>
                {t('security.password.useCode')}
              </TextButton>
            }
            autoComplete="current-password"
            disabled={busy}
            {...register('currentPassword')}
          />
        ) : (
          <TextField
            key="code"
            label={t('security.password.code')}
            labelAside={
              <TextButton onClick={() => switchProof('password')} disabled={busy} className={ASIDE}>
                {t('security.password.usePassword')}
              </TextButton>
            }
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={10}
            required
            disabled={busy}
            {...register('code')}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            label={t('security.password.new')}
            autoComplete="new-password"
            disabled={busy}
            {...register('password')}
          />
          <PasswordField
            label={t('security.password.confirm')}
            autoComplete="new-password"
            disabled={busy}
            {...register('confirmPassword')}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <SubmitButton busy={busy} icon={<KeyRound className="size-4" aria-hidden="true" />}>
            {t('security.password.submit')}
          </SubmitButton>
          {proof === 'code' && (
            <Button variant="ghost" onClick={() => void sendCode()} disabled={busy}>
              {t('security.password.resendCode')}
            </Button>
          )}
        </div>
      </form>
    </Panel>
  );
}
