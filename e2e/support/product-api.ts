/**
 * The product API for browser tests' setup: an account's access token from the auth service and
 * calls to /api/v1 with it, so a test can give a user some history before it opens the browser.
 */
import type { TestAccount } from './accounts.js';

type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function accessTokenOf(serverUrl: string, account: TestAccount): Promise<string> {
  const response = await fetch(`${serverUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** One call to /api/v1; fails the test with the server's answer when it is not a success. */
export async function callApi<T = unknown>(
  serverUrl: string,
  token: string,
  method: ApiMethod,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${serverUrl}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** Calls to /api/v1 as `account` (signed in once), for seeding what a test does not do in the page. */
export async function apiAs(serverUrl: string, account: TestAccount) {
  const token = await accessTokenOf(serverUrl, account);
  return <T = unknown>(method: ApiMethod, path: string, body?: unknown) =>
    callApi<T>(serverUrl, token, method, path, body);
}

/** `YYYY-MM-DD`, `days` before now in UTC: a past day in every time zone's calendar once ≥ 2. */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}
