/**
 * A session's time limits (AUTH_SESSIONS_TIMEBOX, AUTH_SESSIONS_INACTIVITY_TIMEOUT), as
 * supabase/auth checks them (models/sessions.go, `CheckValidity`): its own end (`not_after`), then
 * the time-box from its sign-in, then the inactivity timeout since its last refresh (its sign-in
 * when never refreshed). A limit of 0 is none.
 */
import type { Config } from '../../config.js';

export interface SessionLimits {
  timeboxMs: number;
  inactivityMs: number;
}

export function sessionLimitsOf({
  sessionTimeboxSeconds,
  sessionInactivitySeconds,
}: Config['auth']): SessionLimits {
  return { timeboxMs: sessionTimeboxSeconds * 1000, inactivityMs: sessionInactivitySeconds * 1000 };
}

export type SessionValidity = 'valid' | 'ended' | 'inactive';

export function sessionValidity(
  session: { created_at: string; refreshed_at: string | null; not_after: string | null },
  { timeboxMs, inactivityMs }: SessionLimits,
  now: Date,
): SessionValidity {
  const at = now.getTime();
  if (session.not_after !== null && at > Date.parse(session.not_after)) return 'ended';
  if (timeboxMs > 0 && at > Date.parse(session.created_at) + timeboxMs) return 'ended';
  const lastRefresh = Date.parse(session.refreshed_at ?? session.created_at);
  if (inactivityMs > 0 && at > lastRefresh + inactivityMs) return 'inactive';
  return 'valid';
}
