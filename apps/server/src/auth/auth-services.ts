/** Everything an auth endpoint needs, built once per server by the auth plugin. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { AppDatabase } from '../db/database.js';
import type { Cached } from '../db/read-cache/read-cache.js';
import type { MfaFactorRow } from '../db/schema.js';
import type { TokenAuthenticator } from '../identity/token-authenticator.js';
import type { LoadedUser } from '../identity/user-session-loader.js';
import type { MailTransport } from '../mail/mail-transport.js';
import type { SigningKeys } from './keys/signing-keys.js';
import type { RateLimiter } from './rate-limits/rate-limits.js';
import type { Db } from '../db/database.js';
import type { RotationRequest } from './sessions/refresh-grant.js';
import type { IssuedSession } from './sessions/sessions.js';

/** A user's rows through the per-user read cache (read-only values, shared until they change). */
interface CachedUserRows {
  /** The user with the session and identities, as authentication loaded them. */
  load: (userId: string, sessionId: string | undefined) => Promise<Cached<LoadedUser>>;
  /** The user's MFA factors, oldest first. */
  factors: (userId: string) => Promise<Cached<MfaFactorRow[]>>;
}

export interface AuthServices {
  config: Config;
  db: Db;
  /** The database with its kind, for transactions that differ by engine (db/write-transaction.ts). */
  database: Pick<AppDatabase, 'kind' | 'db' | 'readCache'>;
  keys: SigningKeys;
  /** Shared with the product API: reads, verifies and loads a bearer token. */
  authenticator: TokenAuthenticator;
  mail: MailTransport;
  limiter: RateLimiter;
  users: CachedUserRows;
  /** The refresh grant's database work (sessions/refresh-grant.ts `refreshRotation`). */
  rotateRefreshToken: (request: RotationRequest) => Promise<IssuedSession | 'reused'>;
  /** `iss` of every token minted here. */
  issuer: string;
  log: FastifyBaseLogger;
  /** Called after a user was deleted, for data kept outside the auth tables. */
  onUserDeleted: (userId: string) => Promise<unknown>;
}
