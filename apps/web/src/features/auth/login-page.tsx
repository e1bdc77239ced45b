import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { AuthCard, PageHeading } from './auth-card';
import { AuthPanel } from './components/auth-panel';
import { useDelayedAction } from './use-delayed-action';

/** After signing in here, the dashboard opens this long after the success message (decisions.md). */
export const LOGIN_REDIRECT_DELAY_MS = 1500;

export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentMeta(t('meta.loginTitle'), t('meta.loginDescription'));
  const { loading } = useAuth();
  const navigate = useNavigate();
  const later = useDelayedAction();
  if (loading) return <Spinner />;
  return (
    <AuthCard>
      <AuthPanel
        initialMode="signIn"
        heading={(title, subtitle) => <PageHeading title={title} subtitle={subtitle} />}
        onSignedIn={() => later(() => void navigate('/dashboard'), LOGIN_REDIRECT_DELAY_MS)}
        // Sign-up success shows the confirmation message and stays on the page (spec §4).
        onSignedUp={(signedIn) => {
          if (signedIn) later(() => void navigate('/dashboard'), LOGIN_REDIRECT_DELAY_MS);
        }}
      />
    </AuthCard>
  );
}
