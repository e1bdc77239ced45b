import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth/use-auth';

/**
 * A confirmation that kept no password (competing sign-ups of one address) lands wherever its link
 * pointed, signed in: from any page, the visitor is taken to choose a password first.
 */
export function PasswordStepRedirect() {
  const { mustSetPassword } = useAuth();
  const { pathname } = useLocation();
  if (!mustSetPassword || pathname === '/reset-password') return null;
  return <Navigate to="/reset-password" replace />;
}
