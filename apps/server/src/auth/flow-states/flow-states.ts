/**
 * PKCE flow states: created when a flow starts with a `code_challenge`, given an auth code when the
 * user comes back (e-mail link, or later an OAuth callback), consumed by `grant_type=pkce`.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FlowStateRow } from '../../db/schema.js';
import type { CodeChallenge } from '../http/parse-request.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../time/now-iso.js';
import { sha256Hex } from '../../secrets/sha256-hex.js';

/** supabase/auth's flow-state expiry: an auth code must be exchanged within 5 minutes. */
export const FLOW_STATE_TTL_SECONDS = 300;

export type AuthenticationMethod =
  'email/signup' | 'recovery' | 'magiclink' | 'email_change' | 'otp' | 'oauth' | 'invite';

export async function createFlowState(
  db: Db,
  input: {
    userId: string | null;
    challenge: CodeChallenge;
    providerType: string;
    authenticationMethod: AuthenticationMethod;
    redirectTo?: string | null;
  },
): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  await db
    .insertInto('flow_states')
    .values({
      id,
      user_id: input.userId,
      auth_code_hash: null,
      code_challenge: input.challenge.challenge,
      code_challenge_method: input.challenge.method,
      provider_type: input.providerType,
      authentication_method: input.authenticationMethod,
      redirect_to: input.redirectTo ?? null,
      provider_access_token: null,
      provider_refresh_token: null,
      auth_code_issued_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Gives the flow a fresh auth code (returned once, stored hashed). */
export async function issueAuthCode(db: Db, flowStateId: string): Promise<string> {
  const authCode = randomUUID();
  const now = nowIso();
  await db
    .updateTable('flow_states')
    .set({ auth_code_hash: sha256Hex(authCode), auth_code_issued_at: now, updated_at: now })
    .where('id', '=', flowStateId)
    .execute();
  return authCode;
}

/** The flow now ends in a recovery session (a confirmation that kept no password). */
export async function markFlowAsRecovery(db: Db, flowStateId: string): Promise<void> {
  await db
    .updateTable('flow_states')
    .set({ authentication_method: 'recovery', updated_at: nowIso() })
    .where('id', '=', flowStateId)
    .execute();
}

export function findFlowStateByAuthCode(
  db: Db,
  authCode: string,
): Promise<FlowStateRow | undefined> {
  return db
    .selectFrom('flow_states')
    .selectAll()
    .where('auth_code_hash', '=', sha256Hex(authCode))
    .executeTakeFirst();
}

export function isFlowStateExpired(flow: FlowStateRow, now = new Date()): boolean {
  const issued = new Date(flow.auth_code_issued_at ?? flow.created_at).getTime();
  return now.getTime() - issued >= FLOW_STATE_TTL_SECONDS * 1000;
}

export function verifyCodeVerifier(flow: FlowStateRow, verifier: string): boolean {
  const expected =
    flow.code_challenge_method === 'plain'
      ? verifier
      : createHash('sha256').update(verifier).digest('base64url');
  return expected === flow.code_challenge;
}
