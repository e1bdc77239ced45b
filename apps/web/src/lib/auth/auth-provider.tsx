import type { Session } from '@supabase/auth-js';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  AUTH_STORAGE_KEY,
  hasAuthStateToRestore,
  loadAuthClient,
  type AuthClient,
  type AuthClientFactory,
} from './auth-client';
import { AuthContext, type AuthContextValue } from './auth-context';
import { authFailureOf } from './auth-failure';

interface AuthState {
  session: Session | null;
  loading: boolean;
  mfaRequired: boolean;
  passwordRecovery: boolean;
  mustSetPassword: boolean;
}

interface Assurance {
  mfaRequired: boolean;
  /** The session's newest authentication was a recovery. */
  byRecovery: boolean;
}

async function assuranceOf(client: AuthClient, session: Session | null): Promise<Assurance> {
  const none = { mfaRequired: false, byRecovery: false };
  if (!session) return none;
  try {
    const { data, error } = await client.mfa.getAuthenticatorAssuranceLevel();
    if (error || !data) return none;
    const [newest] = data.currentAuthenticationMethods;
    return {
      mfaRequired: data.nextLevel === 'aal2' && data.currentLevel !== 'aal2',
      byRecovery: typeof newest === 'object' && newest.method === 'recovery',
    };
  } catch (error) {
    // An unreadable token: the server will refuse it anyway; do not block the page on it.
    console.warn('Could not read the session assurance level', error);
    return none;
  }
}

async function needsSecondFactor(client: AuthClient, session: Session | null): Promise<boolean> {
  return (await assuranceOf(client, session)).mfaRequired;
}

function siteRoot(): string {
  return `${window.location.origin}/`;
}

export function AuthProvider({
  children,
  loadClient = loadAuthClient,
}: {
  children: ReactNode;
  /** Where the client comes from; tests pass one with a stubbed `fetch`. */
  loadClient?: AuthClientFactory;
}) {
  const [state, setState] = useState<AuthState>(() => ({
    session: null,
    loading: hasAuthStateToRestore(),
    mfaRequired: false,
    passwordRecovery: false,
    mustSetPassword: false,
  }));
  const clientRef = useRef<Promise<AuthClient> | null>(null);

  const ensureClient = useCallback((): Promise<AuthClient> => {
    clientRef.current ??= loadClient().then((client) => {
      client.onAuthStateChange((event, session) => {
        // Calls into the client are deferred out of the callback, as auth-js advises.
        void Promise.resolve().then(async () => {
          const { mfaRequired, byRecovery } = await assuranceOf(client, session);
          // A sign-in (not a restored session: amr keeps `recovery` for the session's life) by a
          // confirmation that kept no password; it lasts until a password is set.
          const setsPassword = event === 'SIGNED_IN' && byRecovery;
          // A transition: what a new auth state reveals (the whole signed-in area, on a restored
          // session) renders in slices that leave the page responsive, not in one long task.
          startTransition(() =>
            setState((previous) => ({
              session,
              loading: false,
              mfaRequired,
              passwordRecovery:
                event === 'PASSWORD_RECOVERY' || (previous.passwordRecovery && session !== null),
              mustSetPassword: setsPassword || (previous.mustSetPassword && session !== null),
            })),
          );
        });
      });
      return client;
    });
    return clientRef.current;
  }, [loadClient]);

  useEffect(() => {
    if (hasAuthStateToRestore()) {
      ensureClient().catch((error: unknown) => {
        console.error('Could not load the auth client', error);
        setState((previous) => ({ ...previous, loading: false }));
      });
    }
    // Another tab signed in: pick the session up (after that, auth-js syncs tabs itself).
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY && event.newValue) void ensureClient();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [ensureClient]);

  const requireSecondFactor = useCallback((refusedToken: string) => {
    setState((previous) =>
      previous.session?.access_token !== refusedToken || previous.mfaRequired
        ? previous
        : { ...previous, mfaRequired: true },
    );
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.mfaRequired ? null : (state.session?.user ?? null),
      session: state.session,
      loading: state.loading,
      mfaRequired: state.mfaRequired,
      passwordRecovery: state.passwordRecovery,
      mustSetPassword: state.mustSetPassword,
      async signUp(email, password, data) {
        const client = await ensureClient();
        const result = await client.signUp({
          email,
          password,
          options: { emailRedirectTo: siteRoot(), data },
        });
        return { error: result.error?.message ?? null, signedIn: Boolean(result.data.session) };
      },
      async signIn(email, password) {
        const client = await ensureClient();
        const { data, error } = await client.signInWithPassword({ email, password });
        if (error) return { error: error.message, mfaRequired: false };
        const mfaRequired = await needsSecondFactor(client, data.session);
        // Reflect the step-up at once, before the SIGNED_IN event's own update arrives.
        setState((previous) => ({ ...previous, session: data.session, mfaRequired }));
        return { error: null, mfaRequired };
      },
      async signOut() {
        const client = await ensureClient();
        const { error } = await client.signOut({ scope: 'local' });
        return { error: error?.message ?? null };
      },
      async forgetSession() {
        const client = await ensureClient();
        // auth-js reads the session from storage: without it there is no token to revoke, and
        // signOut only clears this browser (and still tells every listener, SIGNED_OUT).
        try {
          localStorage.removeItem(AUTH_STORAGE_KEY);
        } catch {
          // Storage blocked: the session lived in memory only; signOut below still clears it.
        }
        const { error } = await client.signOut({ scope: 'local' });
        return { error: error?.message ?? null };
      },
      async signInWithGoogle() {
        const client = await ensureClient();
        const { data, error } = await client.signInWithOAuth({
          provider: 'google',
          options: { redirectTo: siteRoot(), skipBrowserRedirect: true },
        });
        if (error) return { error: error.message };
        // Ask before leaving the page: a server without Google answers with the protocol's error
        // ("provider is not enabled"), which belongs in the dialog, not on a bare JSON page.
        const probe = await fetch(data.url, {
          redirect: 'manual',
          headers: { 'x-supabase-api-version': '2024-01-01' },
        });
        if (probe.type !== 'opaqueredirect' && !probe.ok) {
          const body = (await probe.json().catch(() => ({}))) as { message?: string; msg?: string };
          return { error: body.message ?? body.msg ?? `Error: ${probe.status}` };
        }
        window.location.assign(data.url);
        return { error: null };
      },
      async resetPassword(email) {
        const client = await ensureClient();
        const { error } = await client.resetPasswordForEmail(email, {
          redirectTo: `${window.location.origin}/reset-password`,
        });
        return { error: error?.message ?? null };
      },
      async updatePassword(password) {
        const client = await ensureClient();
        const { error } = await client.updateUser({ password });
        if (!error) setState((previous) => ({ ...previous, mustSetPassword: false }));
        return { error: error?.message ?? null };
      },
      async verifyMfa(code) {
        const client = await ensureClient();
        const factors = await client.mfa.listFactors();
        if (factors.error) return { failure: authFailureOf(factors.error) };
        const factor = factors.data.totp[0];
        if (!factor) return { failure: null };
        const { error } = await client.mfa.challengeAndVerify({ factorId: factor.id, code });
        if (error) return { failure: authFailureOf(error) };
        const session = await client.getSession();
        setState((previous) => ({
          ...previous,
          session: session.data.session ?? previous.session,
          mfaRequired: false,
        }));
        return { failure: null };
      },
      requireSecondFactor,
    }),
    [state, ensureClient, requireSecondFactor],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
