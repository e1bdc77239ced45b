/**
 * Flow states (the `flow_states` table): created when an e-mail flow starts with a `code_challenge`
 * or when an OAuth flow starts, given an auth code when the user comes back (e-mail link, OAuth
 * callback), consumed by `grant_type=pkce`.
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

/** What an OAuth flow keeps until its callback. */
interface ProviderFlow {
  /** Our PKCE verifier towards the provider. */
  codeVerifier: string;
  /** The nonce the provider's ID token must carry. */
  nonce: string;
  /** Manual linking: the signed-in user the provider's identity is to be linked to. */
  linkingTargetId: string | null;
}

export async function createFlowState(
  db: Db,
  input: {
    userId: string | null;
    /** Absent for an OAuth flow of an implicit client: stored empty, as supabase/auth does. */
    challenge: CodeChallenge | undefined;
    providerType: string;
    authenticationMethod: AuthenticationMethod;
    redirectTo?: string | null;
    provider?: ProviderFlow;
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
      code_challenge: input.challenge?.challenge ?? '',
      code_challenge_method: input.challenge?.method ?? '',
      provider_type: input.providerType,
      authentication_method: input.authenticationMethod,
      redirect_to: input.redirectTo ?? null,
      provider_access_token: null,
      provider_refresh_token: null,
      auth_code_issued_at: null,
      provider_code_verifier: input.provider?.codeVerifier ?? null,
      provider_nonce: input.provider?.nonce ?? null,
      linking_target_id: input.provider?.linkingTargetId ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/**
 * The flow state of a mailed link when the client started the flow with a code challenge (PKCE):
 * the link then brings back an auth code for `grant_type=pkce`. Without one there is none (null),
 * and the link carries the session itself.
 */
export async function emailFlowState(
  db: Db,
  userId: string,
  challenge: CodeChallenge | undefined,
  authenticationMethod: AuthenticationMethod,
): Promise<string | null> {
  if (!challenge) return null;
  return createFlowState(db, { userId, challenge, providerType: 'email', authenticationMethod });
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

/** An OAuth flow by its id (the `state` of the provider's redirect). */
export function findOAuthFlowState(db: Db, id: string): Promise<FlowStateRow | undefined> {
  return db
    .selectFrom('flow_states')
    .selectAll()
    .where('id', '=', id)
    .where('authentication_method', '=', 'oauth')
    .executeTakeFirst();
}

/** OAuth flows started before `createdBefore` and never completed. */
export async function deleteAbandonedOAuthFlows(db: Db, createdBefore: string): Promise<void> {
  await db
    .deleteFrom('flow_states')
    .where('authentication_method', '=', 'oauth')
    .where('created_at', '<', createdBefore)
    .execute();
}

/** Records who signed in through the flow, once: false when another request already did. */
export async function claimFlowState(db: Db, id: string, userId: string): Promise<boolean> {
  const claimed = await db
    .updateTable('flow_states')
    .set({ user_id: userId, updated_at: nowIso() })
    .where('id', '=', id)
    .where('user_id', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Deletes the flow state: false when it was already gone (used by a concurrent request). */
export async function deleteFlowState(db: Db, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom('flow_states').where('id', '=', id).executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
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
