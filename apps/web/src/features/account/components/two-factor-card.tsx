import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAuthFailureMessage, type AuthFailure } from '@/lib/auth/auth-failure';
import { useAuth } from '@/lib/auth/use-auth';
import { useTotpCodeForm, type TotpCodeFormProps } from '@/lib/forms/use-totp-code-form';
import {
  disableTotp,
  enrollTotp,
  verifiedTotpFactor,
  verifyTotp,
  type Enrollment,
} from '../api/auth-actions';

type State =
  | { step: 'loading' }
  | { step: 'off' }
  | { step: 'enrolling'; enrollment: Enrollment }
  | { step: 'on'; factorId: string }
  | { step: 'disabling'; factorId: string };

function CodeForm({
  label,
  submitLabel,
  onCancel,
  ...form
}: TotpCodeFormProps & { label: string; submitLabel: string; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const { busy } = form;
  const { codeField, submit } = useTotpCodeForm(form);
  return (
    <form onSubmit={submit} className="grid gap-3 sm:max-w-xs" noValidate>
      <TextField label={label} {...codeField} />
      <div className="flex gap-2">
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

/** TOTP two-factor: enrol with a QR code or the secret, confirm with a code; off needs a code too. */
export function TwoFactorCard() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const [state, setState] = useState<State>({ step: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const failureMessage = useAuthFailureMessage();
  const userId = user?.id;

  useEffect(() => {
    let current = true;
    verifiedTotpFactor().then(
      (factor) => {
        if (current) setState(factor ? { step: 'on', factorId: factor.id } : { step: 'off' });
      },
      (failure: unknown) => {
        console.warn('Could not list the two-factor methods', failure);
        if (current) setState({ step: 'off' });
      },
    );
    return () => {
      current = false;
    };
  }, [userId]);

  const run = async (action: () => Promise<AuthFailure | null>, next: State) => {
    setBusy(true);
    setError(null);
    const failure = await action();
    setBusy(false);
    if (failure) setError(failureMessage(failure));
    else setState(next);
  };

  const enable = async () => {
    setBusy(true);
    setError(null);
    const result = await enrollTotp();
    setBusy(false);
    if (typeof result === 'string') setError(failureMessage(result));
    else setState({ step: 'enrolling', enrollment: result });
  };

  const on = state.step === 'on' || state.step === 'disabling';
  return (
    <Panel
      title={t('security.twoFactor.title')}
      description={t('security.twoFactor.description')}
      actions={
        <span
          className={
            on
              ? 'rounded-full bg-emerald-500/15 px-2.5 py-1 text-xs font-semibold text-emerald-700 dark:text-emerald-300'
              : 'rounded-full bg-muted px-2.5 py-1 text-xs font-semibold text-muted-foreground'
          }
        >
          {on ? t('security.twoFactor.on') : t('security.twoFactor.off')}
        </span>
      }
    >
      {error && (
        <FormMessage kind="error" className="mb-4">
          {error}
        </FormMessage>
      )}
      {state.step === 'loading' && <p className="text-sm text-muted-foreground">{t('busy')}</p>}
      {state.step === 'off' && (
        <Button onClick={() => void enable()} disabled={busy}>
          <ShieldCheck className="size-4" aria-hidden="true" />
          {busy ? t('busy') : t('security.twoFactor.enable')}
        </Button>
      )}
      {state.step === 'enrolling' && (
        <div className="grid gap-4">
          <p className="text-sm">{t('security.twoFactor.scan')}</p>
          <div className="flex flex-wrap items-start gap-5">
            <img
              src={state.enrollment.qrCode}
              alt={t('security.twoFactor.qrAlt')}
              width={176}
              height={176}
              className="rounded-xl bg-white p-2"
            />
            <div className="grid min-w-0 gap-1">
              <p className="text-sm text-muted-foreground">{t('security.twoFactor.secret')}</p>
              <code
                data-testid="totp-secret"
                className="break-all rounded-lg bg-muted px-3 py-2 font-mono text-[0.8125rem] sm:text-sm"
              >
                {state.enrollment.secret}
              </code>
            </div>
          </div>
          <CodeForm
            label={t('security.twoFactor.code')}
            submitLabel={t('security.twoFactor.verify')}
            busy={busy}
            onInvalid={setError}
            onSubmit={(code) =>
              void run(() => verifyTotp(state.enrollment.factorId, code), {
                step: 'on',
                factorId: state.enrollment.factorId,
              })
            }
            onCancel={() => setState({ step: 'off' })}
          />
        </div>
      )}
      {state.step === 'on' && (
        <Button
          variant="secondary"
          onClick={() => setState({ step: 'disabling', factorId: state.factorId })}
        >
          <ShieldOff className="size-4" aria-hidden="true" />
          {t('security.twoFactor.disable')}
        </Button>
      )}
      {state.step === 'disabling' && (
        <CodeForm
          label={t('security.twoFactor.codeToDisable')}
          submitLabel={t('security.twoFactor.disable')}
          busy={busy}
          onInvalid={setError}
          onSubmit={(code) => void run(() => disableTotp(state.factorId, code), { step: 'off' })}
          onCancel={() => setState({ step: 'on', factorId: state.factorId })}
        />
      )}
    </Panel>
  );
}
