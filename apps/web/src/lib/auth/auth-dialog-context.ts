import { createContext, useContext } from 'react';

export type AuthMode = 'signIn' | 'signUp';

export interface AuthDialogRequest {
  mode?: AuthMode;
  /** Where to go once signed in (the protected page first asked for). */
  returnTo?: string;
}

export interface AuthDialogState {
  open: boolean;
  mode: AuthMode;
  returnTo: string | null;
  /** Bumps each time the dialog is opened, so the form starts fresh. */
  generation: number;
}

export interface AuthDialogContextValue extends AuthDialogState {
  openAuthDialog: (request?: AuthDialogRequest) => void;
  closeAuthDialog: () => void;
}

export const AuthDialogContext = createContext<AuthDialogContextValue | null>(null);

export function useAuthDialog(): AuthDialogContextValue {
  const context = useContext(AuthDialogContext);
  if (!context) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return context;
}
