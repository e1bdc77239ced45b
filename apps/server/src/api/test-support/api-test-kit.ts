/**
 * Integration-test helpers for the product API: the real server in-process with autoconfirmed
 * sign-up, users created through the official auth client (so their access tokens are real), and a
 * small fetch wrapper for /api/v1.
 */
import type { GoTrueClient } from '@supabase/auth-js';
import type { DatabaseKind } from '../../db/database.js';
import {
  startAuthTestKit,
  uniqueEmail,
  type AuthTestKit,
} from '../../auth/test-support/auth-test-kit.js';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  client: GoTrueClient;
}

export interface ApiCall {
  method?: string;
  token?: string | null;
  json?: unknown;
  body?: RequestInit['body'];
  headers?: Record<string, string>;
}

export interface ApiTestKit {
  auth: AuthTestKit;
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  /** Signs a new user up (autoconfirmed) and returns their session's access token. */
  signUp(metadata?: Record<string, unknown>): Promise<TestUser>;
  /** A request to `/api/v1${path}`. */
  api(path: string, call?: ApiCall): Promise<Response>;
  /**
   * Forgets every `/api/v1` rate-limit count of this kit's server (the counters live in its
   * database): a test of many refused bodies on a route with a tight limit (the import's 5 an hour)
   * starts each attempt afresh, while the limit itself stays the production one.
   */
  resetApiRateLimits(): Promise<void>;
  close(): Promise<void>;
}

export async function startApiTestKit(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<ApiTestKit> {
  // As the auth kit does with its rate limits: the write limit is proven in its own test.
  const auth = await startAuthTestKit(kind, {
    AUTH_AUTOCONFIRM: 'true',
    API_WRITES_PER_MINUTE: 'off',
    ...env,
  });
  const url = auth.server.url;
  return {
    auth,
    url,
    async signUp(metadata = {}) {
      const client = auth.client();
      const email = uniqueEmail('api');
      const password = 'correct-horse-9';
      const { data, error } = await client.signUp({ email, password, options: { data: metadata } });
      if (error || !data.session || !data.user) {
        throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
      }
      return { id: data.user.id, email, password, accessToken: data.session.access_token, client };
    },
    api(path, call = {}) {
      const headers: Record<string, string> = { ...call.headers };
      if (call.token) headers.authorization = `Bearer ${call.token}`;
      if (call.json !== undefined) headers['content-type'] = 'application/json';
      return fetch(`${url}/api/v1${path}`, {
        method: call.method ?? 'GET',
        headers,
        body: call.json !== undefined ? JSON.stringify(call.json) : call.body,
      });
    },
    async resetApiRateLimits() {
      // The namespaces of fastify-rate-limit-store.ts: `api <method> <url>` and `api group <id>`.
      await auth.server.app.database.db
        .deleteFrom('rate_limit_counters')
        .where('key', 'like', 'api %')
        .execute();
    },
    close: () => auth.close(),
  };
}
