import { useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { useTranslation } from 'react-i18next';
import { TextButton } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import type { AuthMode } from '@/lib/auth/auth-dialog-context';
import { useAuthFailureMessage } from '@/lib/auth/auth-failure';
import { useAuth } from '@/lib/auth/use-auth';
import { runtimeConfig } from '@/lib/runtime-config';
import { signUpMetadata } from '../sign-up-metadata';
import { CredentialsForm, type Credentials } from './credentials-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { MfaForm } from './mfa-form';
import { SocialButtons } from './social-buttons';

export type AuthView = AuthMode | 'forgot' | 'mfa';

/**
 * Sign in, sign up, forgot password and the two-factor step, shared by the dialog and /login. The
 * parent decides what happens after a success (close the dialog, go to the dashboard...).
 */
export function AuthPanel({
  initialMode,
  heading,
  onSignedIn,
  onSignedUp,
}: {
  initialMode: AuthMode;
  heading: (title: string, subtitle: string) => ReactNode;
  onSignedIn: () => void;
  onSignedUp: (signedIn: boolean) => void;
}) {
  // The auth errors' words load with the panel's, not in a second round when a code is refused.
  const { t, i18n } = useTranslation(['auth', 'authErrors']);
  const failureMessage = useAuthFailureMessage();
  const auth = useAuth();
  const signUpClosed = runtimeConfig().disableSignup;
  const [view, setView] = useState<AuthView>(
    auth.mfaRequired ? 'mfa' : signUpClosed ? 'signIn' : initialMode,
  );
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  // The auth client is fetched on first use; start fetching it while the visitor types.
  useEffect(() => {
    import('@supabase/auth-js').catch(() => undefined);
  }, []);

  const switchView = (next: AuthView) => {
    setView(next);
    setError(null);
    setSuccess(null);
    setDone(false);
  };

  /** Clears the messages, runs the call once at a time, and maps a thrown error to a message. */
  const run = async (task: () => Promise<void>, unexpectedKey: string) => {
    setError(null);
    setSuccess(null);
    setBusy(true);
    try {
      await task();
    } catch (caught) {
      console.error(caught);
      setError(t(unexpectedKey));
    } finally {
      setBusy(false);
    }
  };

  /** A form's own check failed: its message, already translated, in the error box. */
  const showProblem = (message: string) => {
    setSuccess(null);
    setError(message);
  };

  const succeed = (message: string) => {
    setSuccess(message);
    setDone(true);
  };

  const submitCredentials = ({ email, password }: Credentials) =>
    run(async () => {
      if (view === 'signUp') {
        const result = await auth.signUp(email, password, signUpMetadata(i18n.resolvedLanguage));
        if (result.error) return setError(result.error);
        succeed(t(result.signedIn ? 'signUpSuccessSignedIn' : 'signUpSuccess'));
        onSignedUp(result.signedIn);
        return;
      }
      const result = await auth.signIn(email, password);
      if (result.error) return setError(result.error);
      if (result.mfaRequired) return switchView('mfa');
      succeed(t('signInSuccess'));
      onSignedIn();
    }, 'errors.unexpected');

  const submitForgot = (email: string) =>
    run(async () => {
      const result = await auth.resetPassword(email);
      if (result.error) return setError(result.error);
      succeed(t('forgot.sent'));
    }, 'errors.unexpected');

  const submitMfa = (code: string) =>
    run(async () => {
      const { failure } = await auth.verifyMfa(code);
      if (failure) return setError(failureMessage(failure));
      succeed(t('signInSuccess'));
      onSignedIn();
    }, 'errors.unexpected');

  const cancelMfa = () =>
    run(async () => {
      // Drop the half-finished (aal1) session rather than leave it lying around.
      await auth.signOut();
      switchView('signIn');
    }, 'errors.unexpected');

  const google = () =>
    run(async () => {
      const result = await auth.signInWithGoogle();
      if (result.error) setError(result.error);
    }, 'errors.google');

  // Until hydrated, nothing here has its handlers yet (the prerendered /login).
  const hydrated = useHydrated();
  const locked = busy || done || !hydrated;

  return (
    <div>
      {heading(t(`titles.${view}`, { appName: t('common:appName') }), t(`subtitles.${view}`))}
      <div className="mt-6 grid gap-4">
        {error && <FormMessage kind="error">{error}</FormMessage>}
        {success && <FormMessage kind="success">{success}</FormMessage>}
        {(view === 'signIn' || view === 'signUp') && (
          <>
            <CredentialsForm
              key={view}
              mode={view}
              busy={locked}
              onSubmit={(credentials) => void submitCredentials(credentials)}
              onInvalid={showProblem}
              onForgotPassword={() => switchView('forgot')}
            />
            <SocialButtons busy={locked} onGoogle={() => void google()} />
            {signUpClosed ? (
              <p className="mt-2 text-center text-sm text-muted-foreground">{t('signUpClosed')}</p>
            ) : (
              <p className="mt-2 text-center text-sm text-muted-foreground">
                {view === 'signIn' ? t('toggle.noAccount') : t('toggle.haveAccount')}{' '}
                <TextButton
                  disabled={busy || !hydrated}
                  onClick={() => switchView(view === 'signIn' ? 'signUp' : 'signIn')}
                  className="font-semibold"
                >
                  {view === 'signIn' ? t('toggle.signUp') : t('toggle.signIn')}
                </TextButton>
              </p>
            )}
          </>
        )}
        {view === 'forgot' && (
          <ForgotPasswordForm
            busy={busy}
            sent={done}
            onSubmit={(email) => void submitForgot(email)}
            onBack={() => switchView('signIn')}
          />
        )}
        {view === 'mfa' && (
          <MfaForm
            busy={locked}
            onSubmit={(code) => void submitMfa(code)}
            onInvalid={showProblem}
            onCancel={() => void cancelMfa()}
          />
        )}
      </div>
    </div>
  );
}
