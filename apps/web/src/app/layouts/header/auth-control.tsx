import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/hooks/use-hydrated';
import { useAuthDialog } from '@/lib/auth/auth-dialog-context';
import { useAuth } from '@/lib/auth/use-auth';
import { lazy, Suspense } from 'react';

/** The signed-in menu's code (Radix dropdown), fetched only for signed-in visitors. */
export const loadUserMenu = () => import('./user-menu');

const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

/** Same footprint as the Login button, so nothing shifts when auth settles. */
function AuthPlaceholder() {
  return (
    <span
      aria-hidden="true"
      data-testid="auth-placeholder"
      className="h-9 w-[4.75rem] animate-pulse rounded-lg bg-muted"
    />
  );
}

/** The header's auth corner: a placeholder while auth loads, the user menu, or Login. */
export function AuthControl() {
  const { t } = useTranslation('layout');
  const { user, loading } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const hydrated = useHydrated();
  if (loading) return <AuthPlaceholder />;
  if (user) {
    return (
      <Suspense fallback={<AuthPlaceholder />}>
        <UserMenu user={user} />
      </Suspense>
    );
  }
  return (
    // Works once a prerendered page is hydrated; it keeps its look meanwhile (no flicker).
    <Button
      className="h-9 whitespace-nowrap px-3 disabled:opacity-100 sm:px-4"
      disabled={!hydrated}
      onClick={() => openAuthDialog({ mode: 'signIn' })}
    >
      {t('login')}
    </Button>
  );
}
