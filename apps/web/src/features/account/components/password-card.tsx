import { changePasswordSchema } from '@ascend/contracts';
import { KeyRound } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { useAuth } from '@/lib/auth/use-auth';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useValidationMessage } from '@/lib/forms/validation-message';
import { runtimeConfig } from '@/lib/runtime-config';
import { changePassword, requestReauthenticationCode } from '../api/auth-actions';
import { passwordChangeMessage, type PasswordChangeMessage } from '../password-change';

type Status = { kind: 'error' | 'success'; text: string } | null;

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

function AsideButton({
  onClick,
  disabled,
  children,
}: {
  onClick: () => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="text-right text-xs font-medium text-accent hover:underline disabled:opacity-50"
    >
      {children}
    </button>
  );
}

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
  const validationMessage = useValidationMessage();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
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
  const field = (
    name: 'currentPassword' | 'password' | 'confirmPassword',
    autoComplete: string,
  ) => ({
    type: 'password',
    required: true,
    autoComplete,
    disabled: busy,
    ...register(name),
  });

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

  const submit = handleSubmit(
    async (change) => {
      setBusy(true);
      setStatus(null);
      const failure = await changePassword(change);
      setBusy(false);
      if (failure) return showFailure(passwordChangeMessage(failure));
      reset(EMPTY);
      setStatus({ kind: 'success', text: t('security.password.changed') });
    },
    (errors) => {
      const problem = validationMessage(errors);
      if (problem) setStatus({ kind: 'error', text: problem });
    },
  );

  return (
    <Panel
      title={t('security.password.title')}
      description={t('security.password.description', { count: passwordMinLength })}
    >
      <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
        {status && <FormMessage kind={status.kind}>{status.text}</FormMessage>}
        {proof === 'password' ? (
          <TextField
            key="currentPassword"
            label={t('security.password.current')}
            labelAside={
              <AsideButton onClick={() => void sendCode()} disabled={busy}>
                {t('security.password.useCode')}
              </AsideButton>
            }
            {...field('currentPassword', 'current-password')}
          />
        ) : (
          <TextField
            key="code"
            label={t('security.password.code')}
            labelAside={
              <AsideButton onClick={() => switchProof('password')} disabled={busy}>
                {t('security.password.usePassword')}
              </AsideButton>
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
          <TextField label={t('security.password.new')} {...field('password', 'new-password')} />
          <TextField
            label={t('security.password.confirm')}
            {...field('confirmPassword', 'new-password')}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            <KeyRound className="size-4" aria-hidden="true" />
            {busy ? t('busy') : t('security.password.submit')}
          </Button>
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
