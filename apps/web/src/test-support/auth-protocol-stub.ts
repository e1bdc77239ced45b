/**
 * A stand-in for the network under the real auth client: a `fetch` that answers `/auth/v1` calls
 * with the shapes of the auth protocol (docs: shared/spec/auth-protocol.md). Component tests use
 * it with the real GoTrueClient, so the auth context, dialog and guard run their production code.
 */
import { GoTrueClient } from '@supabase/auth-js';
import { vi } from 'vitest';
import { AUTH_STORAGE_KEY, type AuthClient } from '@/lib/auth/auth-client';

export const AUTH_URL = 'http://localhost:3000/auth/v1';

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned access token: the client only decodes it (aal, amr), it never verifies it here. */
export function accessToken(claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub: 'a0a0a0a0-0000-4000-8000-000000000001',
    aud: 'authenticated',
    role: 'authenticated',
    exp: now + 3600,
    iat: now,
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: 'b0b0b0b0-0000-4000-8000-000000000002',
    ...claims,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.c2lnbmF0dXJl`;
}

export function protocolUser(email = 'ana@example.com', extra: Record<string, unknown> = {}) {
  return {
    id: 'a0a0a0a0-0000-4000-8000-000000000001',
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    is_anonymous: false,
    ...extra,
  };
}

export function protocolSession(email = 'ana@example.com') {
  return {
    access_token: accessToken({ email }),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    refresh_token: 'refresh-token-1',
    user: protocolUser(email),
  };
}

/** A TOTP factor of the user, as GET /user lists it. */
export function protocolFactor(status: 'verified' | 'unverified' = 'verified') {
  return {
    id: 'c0c0c0c0-0000-4000-8000-000000000003',
    factor_type: 'totp',
    friendly_name: 'Ascend',
    status,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}

/** A session whose user has these factors (an account with two-factor on, say). */
export function protocolSessionWithFactors(factors: ReturnType<typeof protocolFactor>[]) {
  const session = protocolSession();
  return { ...session, user: { ...session.user, factors } };
}

export interface StubResponse {
  status: number;
  body?: unknown;
}

export function json(status: number, body: unknown): StubResponse {
  return { status, body };
}

/** The protocol's error shape for API version 2024-01-01 (what the JS client sends). */
export function authError(status: number, code: string, message: string): StubResponse {
  return { status, body: { code, message } };
}

type Handler = (request: {
  path: string;
  method: string;
  body: unknown;
  /** The Authorization header, when one was sent. */
  authorization: string | null;
}) => StubResponse | Promise<StubResponse>;

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

export interface RecordedRequest {
  url: string;
  body: unknown;
}

/** The requests a stubbed fetch received whose address contains `fragment`. */
export function requestsTo(
  fetch: { mock: { calls: [RequestInfo | URL, RequestInit?][] } },
  fragment: string,
): RecordedRequest[] {
  return fetch.mock.calls
    .map(([input, init]) => ({
      url: urlOf(input),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }))
    .filter((request) => request.url.includes(fragment));
}

/**
 * A `fetch` that routes `/auth/v1/<path>` to `handler` as `<path>` (and any other address, such as
 * the product API's relative `/api/v1/...`, by its full path), and records every call.
 */
export function authFetch(handler: Handler) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(urlOf(input), AUTH_URL);
    const path = url.pathname.replace(/^\/auth\/v1/, '') + url.search;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const authorization = new Headers(init?.headers).get('authorization');
    const answer = await handler({ path, method: init?.method ?? 'GET', body, authorization });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
    });
  });
}

/** A real client over the stub; the session is kept in localStorage as in the browser. */
export function stubbedClientFactory(fetch: typeof globalThis.fetch) {
  let client: AuthClient | undefined;
  return () => {
    client ??= new GoTrueClient({
      url: AUTH_URL,
      storageKey: AUTH_STORAGE_KEY,
      flowType: 'pkce',
      detectSessionInUrl: false,
      persistSession: true,
      autoRefreshToken: false,
      fetch,
    });
    return Promise.resolve(client);
  };
}

/** Stores a session as the client would have, so the next page load starts signed in. */
export function storeSession(email = 'ana@example.com'): void {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(protocolSession(email)));
}
