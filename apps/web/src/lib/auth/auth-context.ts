import type { Session, User } from '@supabase/auth-js';
import { createContext } from 'react';
import type { AuthFailure } from './auth-failure';

/** What an auth call reports back: the server's message as-is, or nothing when it succeeded. */
interface AuthResult {
  error: string | null;
}

interface SignInResult extends AuthResult {
  /** The account has two-factor on: the session must step up with a code before it is complete. */
  mfaRequired: boolean;
}

interface SignUpResult extends AuthResult {
  /** True when the server signed the account in at once (auto-confirm); else a mail was sent. */
  signedIn: boolean;
}

export interface AuthContextValue {
  user: User | null;
  session: Session | null;
  /** True until the stored session has been read. */
  loading: boolean;
  /** Signed in with a password, but a second factor is still owed (session at aal1, aal2 next). */
  mfaRequired: boolean;
  /** The visitor arrived from a password-recovery link (PASSWORD_RECOVERY event). */
  passwordRecovery: boolean;
  /**
   * The visitor just signed in by a confirmation that kept no password (the server names the
   * session `recovery` in amr: competing sign-ups of one address): they must choose one.
   */
  mustSetPassword: boolean;
  signUp: (email: string, password: string, data?: Record<string, string>) => Promise<SignUpResult>;
  signIn: (email: string, password: string) => Promise<SignInResult>;
  signOut: () => Promise<AuthResult>;
  /**
   * Signs out in this browser without asking the server, for when the server has already ended
   * every session (the account was deleted): revoking the token could only fail.
   */
  forgetSession: () => Promise<AuthResult>;
  /** Leaves the page for Google; comes back to the site root. */
  signInWithGoogle: () => Promise<AuthResult>;
  /** Sends the recovery mail; the link leads to /reset-password. */
  resetPassword: (email: string) => Promise<AuthResult>;
  updatePassword: (password: string) => Promise<AuthResult>;
  /**
   * Completes the second step with a 6-digit TOTP code; a refusal comes back as its code, for the
   * form to word in the visitor's language.
   */
  verifyMfa: (code: string) => Promise<{ failure: AuthFailure | null }>;
  /**
   * The server refused this access token for want of the second factor (the account gained one
   * after this browser last looked): if it is still the session's token, ask for the code as after
   * a password sign-in. A token already replaced (say, by the step-up itself) changes nothing.
   */
  requireSecondFactor: (refusedToken: string) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
