/** The claims of an access token (supabase/auth `AccessTokenClaims`). */
export interface AmrEntry {
  method: string;
  timestamp: number;
  provider?: string;
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
