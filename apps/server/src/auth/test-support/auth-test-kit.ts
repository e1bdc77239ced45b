/**
 * Integration-test helpers for the auth service: the real server in-process, the official
 * `@supabase/auth-js` client against it, and the development outbox read over HTTP.
 */
import { GoTrueClient, type SupportedStorage } from '@supabase/auth-js';
import { randomUUID } from 'node:crypto';
import type { DatabaseKind } from '../../db/database.js';
import type { BuildAppOptions } from '../../app.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { authIssuer, mintApiKey } from '../tokens/api-keys.js';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export interface AuthTestKit {
  server: TestServer;
  authUrl: string;
  anonKey: string;
  serviceKey: string;
  /** A fresh client with its own in-memory storage. */
  client(options?: { flowType?: 'implicit' | 'pkce' }): GoTrueClient;
  /** A client whose requests carry the service-role key (for `client.admin`). */
  adminClient(): GoTrueClient;
  /** Raw HTTP to /auth/v1 with the anon key, for shapes the client hides. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  /** Outbox mails to an address, newest first. */
  mailsTo(email: string): Promise<OutboxMail[]>;
  /** Outbox mails to an address, newest first, waiting (up to 5 s) until there are `atLeast` (1). */
  waitForMailsTo(email: string, atLeast?: number): Promise<OutboxMail[]>;
  /** The verify link of the newest mail to an address (waiting for one, as waitForMailsTo). */
  latestLink(email: string): Promise<string>;
  close(): Promise<void>;
}

export function memoryStorage(): SupportedStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

export async function startAuthTestKit(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: { logger?: BuildAppOptions['logger'] } = {},
): Promise<AuthTestKit> {
  const server = await startTestServer(
    kind,
    { AUTH_RATE_LIMITS: 'off', MAIL_OUTBOX: 'true', ...env },
    options,
  );
  const issuer = authIssuer(server.config.siteUrl);
  const anonKey = await mintApiKey(server.app.signingKeys, 'anon', issuer);
  const serviceKey = await mintApiKey(server.app.signingKeys, 'service_role', issuer);
  const authUrl = `${server.url}/auth/v1`;

  const makeClient = (
    headers: Record<string, string>,
    flowType: 'implicit' | 'pkce' = 'implicit',
  ) =>
    new GoTrueClient({
      url: authUrl,
      headers,
      storage: memoryStorage(),
      storageKey: `test-${randomUUID()}`,
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType,
    });

  const kit: AuthTestKit = {
    server,
    authUrl,
    anonKey,
    serviceKey,
    client: (options = {}) => makeClient({ apikey: anonKey }, options.flowType),
    adminClient: () => makeClient({ apikey: serviceKey, Authorization: `Bearer ${serviceKey}` }),
    request: (path, init = {}) => {
      const { json, headers, ...rest } = init;
      return fetch(`${authUrl}${path}`, {
        ...rest,
        headers: {
          apikey: anonKey,
          ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(headers as Record<string, string> | undefined),
        },
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
        redirect: 'manual',
      });
    },
    async mailsTo(email) {
      const response = await fetch(`${server.url}/_dev/mail/messages.json`);
      const messages = (await response.json()) as OutboxMail[];
      return messages.filter((message) => message.to === email);
    },
    async waitForMailsTo(email, atLeast = 1) {
      // Some mails (recovery, magic links, resent confirmations) are sent just after the answer.
      const deadline = Date.now() + 5000;
      for (;;) {
        const mails = await kit.mailsTo(email);
        if (mails.length >= atLeast || Date.now() > deadline) return mails;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async latestLink(email) {
      const [latest] = await kit.waitForMailsTo(email);
      const link = latest?.links.find((candidate) => candidate.includes('/auth/v1/verify?'));
      if (!link) throw new Error(`no verify link mailed to ${email}`);
      return link;
    },
    close: () => server.close(),
  };
  return kit;
}

/** Follows a verify link without following its redirect; returns the Location. */
export async function openLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  if (response.status !== 303)
    throw new Error(`expected a 303 from ${link}, got ${response.status}`);
  return new URL(response.headers.get('location')!);
}

export function fragmentParams(location: URL): URLSearchParams {
  return new URLSearchParams(location.hash.slice(1));
}
