/**
 * Security events, written with the caller's transaction handle so an event is recorded exactly
 * when the change it describes is committed.
 */
import { randomUUID } from 'node:crypto';
import { sharedQuery } from '../db/prepared-query.js';
import type { Db } from '../db/database.js';
import { newestFirstPage } from '../db/newest-first-page.js';
import type { AuditLogRow } from '../db/schema.js';
import { nowIso } from '../time/now-iso.js';

type AuditAction =
  | 'user_signedup'
  | 'user_confirmation_requested'
  | 'user_invited'
  | 'login'
  | 'logout'
  | 'token_refreshed'
  | 'token_revoked'
  | 'user_recovery_requested'
  | 'user_updated_password'
  | 'user_modified'
  | 'user_email_change_requested'
  | 'user_deleted'
  | 'factor_in_progress'
  | 'challenge_created'
  | 'verification_attempted'
  | 'factor_unenrolled'
  | 'factor_deleted'
  | 'identity_linked'
  | 'identity_unlinked';

export interface AuditEvent {
  action: AuditAction;
  /** The user the event is about (rows cascade with the user). */
  userId: string | null;
  /** Who did it: the user, or an admin token's subject/role. */
  actorId: string | null;
  ip: string | null;
  traits?: Record<string, unknown>;
}

const AUDIT_FIELDS = ['id', 'userId', 'actorId', 'action', 'ip', 'payload', 'createdAt'] as const;

// Compiled once per dialect: a sign-in or a refresh writes one of these each time.
const insertAudit = sharedQuery(AUDIT_FIELDS, (db, p) =>
  db.insertInto('audit_log').values({
    id: p.id,
    user_id: p.userId,
    actor_id: p.actorId,
    action: p.action,
    ip_address: p.ip,
    payload: p.payload,
    created_at: p.createdAt,
  }),
);

/**
 * The row an event is stored as, for a write that inserts it in a statement of its own making (the
 * refresh grant's one-statement rotation on PostgreSQL).
 */
export function auditValues(
  event: AuditEvent,
): Record<(typeof AUDIT_FIELDS)[number], string | null> {
  return {
    id: randomUUID(),
    userId: event.userId,
    actorId: event.actorId,
    action: event.action,
    ip: event.ip,
    payload: JSON.stringify({ action: event.action, ...(event.traits ?? {}) }),
    createdAt: nowIso(),
  };
}

export async function writeAudit(db: Db, event: AuditEvent): Promise<void> {
  await insertAudit(db, auditValues(event));
}

/** An event a user caused on their own account: they are both what it is about and who did it. */
export async function writeOwnAudit(
  db: Db,
  userId: string,
  event: Omit<AuditEvent, 'userId' | 'actorId'>,
): Promise<void> {
  await writeAudit(db, { ...event, userId, actorId: userId });
}

/** One page of the log, newest first, with the count of all entries (the admin's audit list). */
export async function auditPage(
  db: Db,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ total: number; rows: AuditLogRow[] }> {
  return newestFirstPage(db.selectFrom('audit_log'), { limit, offset });
}
