import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  AuthDialogContext,
  type AuthDialogContextValue,
  type AuthDialogRequest,
  type AuthDialogState,
} from './auth-dialog-context';

/** Holds whether the sign-in dialog is open, so the header, pricing and the guard can open it. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthDialogState>({
    open: false,
    mode: 'signIn',
    returnTo: null,
    generation: 0,
  });

  const openAuthDialog = useCallback((request: AuthDialogRequest = {}) => {
    setState((previous) => ({
      open: true,
      mode: request.mode ?? 'signIn',
      returnTo: request.returnTo ?? null,
      generation: previous.generation + 1,
    }));
  }, []);

  const closeAuthDialog = useCallback(() => {
    setState((previous) => ({ ...previous, open: false, returnTo: null }));
  }, []);

  const value = useMemo<AuthDialogContextValue>(
    () => ({ ...state, openAuthDialog, closeAuthDialog }),
    [state, openAuthDialog, closeAuthDialog],
  );
  return <AuthDialogContext.Provider value={value}>{children}</AuthDialogContext.Provider>;
}
