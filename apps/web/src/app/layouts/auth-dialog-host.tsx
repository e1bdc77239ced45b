import { Suspense } from 'react';
import { useAuthDialog } from '@/lib/auth/auth-dialog-context';
import { AuthDialog } from '../lazy-routes';

/** Mounts the (lazily loaded) sign-in dialog once someone first asks for it. */
export function AuthDialogHost() {
  const { generation } = useAuthDialog();
  if (generation === 0) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
