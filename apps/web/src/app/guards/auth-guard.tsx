import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useAuthDialog } from '@/lib/auth/auth-dialog-context';
import { useAuth } from '@/lib/auth/use-auth';

export type GuardMode = 'signedIn' | 'signedOut';

/** Sends an anonymous visitor home (history replaced) with the sign-in dialog open, remembering the page. */
function RedirectToSignIn({ returnTo }: { returnTo: string }) {
  const { openAuthDialog } = useAuthDialog();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    openAuthDialog({ mode: 'signIn', returnTo });
  }, [openAuthDialog, returnTo]);
  return <Navigate to="/" replace />;
}

/**
 * `signedIn` (default): only signed-in users pass; others go to / and the sign-in dialog opens,
 * then they come back here. `signedOut` (inverse): a visitor who arrives signed in goes to
 * /dashboard; a sign-in made on the page itself is left to the page (it shows its success first).
 */
export function AuthGuard({
  mode = 'signedIn',
  children,
}: {
  mode?: GuardMode;
  children?: ReactNode;
}) {
  const { user, loading } = useAuth();
  const location = useLocation();
  // The inverse guard decides once, on the auth state the visitor arrived with.
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean | null>(null);
  if (mode === 'signedOut' && !loading && arrivedSignedIn === null) {
    setArrivedSignedIn(Boolean(user));
  }

  if (loading) return <Spinner />;
  if (mode === 'signedIn' && !user) {
    return <RedirectToSignIn returnTo={location.pathname + location.search + location.hash} />;
  }
  if (mode === 'signedOut' && (arrivedSignedIn ?? Boolean(user))) {
    return <Navigate to="/dashboard" replace />;
  }
  return children ?? <Outlet />;
}
