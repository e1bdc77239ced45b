import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { useAuth } from '@/lib/auth/use-auth';
import { runtimeConfig } from '@/lib/runtime-config';
import { changePassword, requestReauthenticationCode } from '../api/auth-actions';
import {
  passwordChangeMessage,
  passwordFormProblem,
  type PasswordProofKind,
} from '../password-change';

type Status = { kind: 'error' | 'success'; text: string } | null;

const EMPTY = { current: '', code: '', password: '', confirmation: '' };

/** Messages about the password or code that proves who is asking. */
const PROOF_PROBLEMS = new Set<string>([
  'currentMissing',
  'codeMissing',
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
      className="text-xs font-medium text-accent hover:underline disabled:opacity-50"
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
  const [values, setValues] = useState(EMPTY);
  const [proof, setProof] = useState<PasswordProofKind>('password');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const proofInput = useRef<HTMLInputElement>(null);
  const [proofFocusRequests, setProofFocusRequests] = useState(0);

  // After a switch between password and code, or when the proof was refused, the proof field
  // takes the focus, so keyboard and screen-reader users land where they type next. It runs after
  // the render that re-enabled the field.
  useEffect(() => {
    if (proofFocusRequests > 0) proofInput.current?.focus();
  }, [proofFocusRequests]);

  const focusProof = () => setProofFocusRequests((count) => count + 1);
  const switchProof = (next: PasswordProofKind) => {
    setProof(next);
    focusProof();
  };
  const showError = (key: string) => {
    setStatus({
      kind: 'error',
      text: t(`security.password.errors.${key}`, { count: passwordMinLength }),
    });
    if (PROOF_PROBLEMS.has(key)) focusProof();
  };
  const setValue = (name: keyof typeof EMPTY, value: string) =>
    setValues((previous) => ({ ...previous, [name]: value }));
  const passwordField = (name: 'current' | 'password' | 'confirmation', autoComplete: string) => ({
    type: 'password',
    required: true,
    autoComplete,
    value: values[name],
    disabled: busy,
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
  });

  const sendCode = async () => {
    setBusy(true);
    setStatus(null);
    const failure = await requestReauthenticationCode();
    setBusy(false);
    if (failure) return showError(passwordChangeMessage(failure, 'codeNotSent'));
    setValue('code', '');
    switchProof('code');
    setStatus({
      kind: 'success',
      text: t('security.password.codeSent', { email: user?.email ?? '' }),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordFormProblem({ proof, ...values, minLength: passwordMinLength });
    if (problem) return showError(problem);
    setBusy(true);
    setStatus(null);
    const failure = await changePassword(
      values.password,
      proof === 'code' ? { nonce: values.code.trim() } : { currentPassword: values.current },
    );
    setBusy(false);
    if (failure) return showError(passwordChangeMessage(failure));
    setValues(EMPTY);
    setProof('password');
    setStatus({ kind: 'success', text: t('security.password.changed') });
  };

  return (
    <Panel
      title={t('security.password.title')}
      description={t('security.password.description', { count: passwordMinLength })}
    >
      <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
        {status && <FormMessage kind={status.kind}>{status.text}</FormMessage>}
        {proof === 'password' ? (
          <TextField
            key="current"
            ref={proofInput}
            label={t('security.password.current')}
            labelAside={
              <AsideButton onClick={() => void sendCode()} disabled={busy}>
                {t('security.password.useCode')}
              </AsideButton>
            }
            {...passwordField('current', 'current-password')}
          />
        ) : (
          <TextField
            key="code"
            ref={proofInput}
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
            value={values.code}
            disabled={busy}
            onChange={(event) => setValue('code', event.target.value)}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('security.password.new')}
            {...passwordField('password', 'new-password')}
          />
          <TextField
            label={t('security.password.confirm')}
            {...passwordField('confirmation', 'new-password')}
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
