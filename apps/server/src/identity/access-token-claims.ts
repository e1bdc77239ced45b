/** The claims of an access token (supabase/auth `AccessTokenClaims`). */
export interface AmrEntry {
  method: string;
  timestamp: number;
  provider?: string;
}

const isAmrEntry = (entry: unknown): entry is AmrEntry =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as AmrEntry).method === 'string' &&
  typeof (entry as AmrEntry).timestamp === 'number';

/** A session row's stored amr (a JSON array of entries); anything else counts as no entries. */
export function parseStoredAmr(stored: string): AmrEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  return Array.isArray(parsed) && parsed.every(isAmrEntry) ? parsed : [];
}

export interface AccessTokenClaims {
  sub?: string;
  aud?: string | string[];
  exp?: number;
  iat?: number;
  iss?: string;
  email?: string;
  phone?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  role?: string;
  aal?: string;
  amr?: AmrEntry[];
  session_id?: string;
  is_anonymous?: boolean;
  [claim: string]: unknown;
}
