/**
 * The writes of a refresh that rotates: revoke the presented token (only if still live: of two
 * concurrent refreshes one revokes, the other is a replay), insert its child, mark the session
 * refreshed, and record the event. Answers the session as written, or undefined when the token was
 * no longer live (nothing is written then).
 *
 * PostgreSQL: one statement, its data-modifying CTEs chained so that each step runs only if the one
 * before it wrote: one round trip, atomic on its own (a statement is), so the grant needs no
 * transaction around it. Its first step holds the session's row (`FOR NO KEY UPDATE`), before the
 * token's: the order in which every writer that ends or changes a session takes them (a sign-out's
 * delete and its cascade, a user's deletion, a step-up, the grant's replay and reuse paths). Taking
 * the token first deadlocked with a sign-out (40P01), and a session deleted between the grant's read
 * and this statement now only leaves nothing to write: the statement answers no row, and the grant
 * reads again what is left. SQLite has no data-modifying CTEs; its four statements run in the group
 * commit's transaction (db/group-commit.ts), where a statement costs no round trip, and which
 * holds the database from the grant's read to its last write.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { auditValues, writeAudit, type AuditEvent } from '../../audit/audit-log.js';
import type { Db, DatabaseKind } from '../../db/database.js';
import { preparedWrite, sharedQuery } from '../../db/prepared-query.js';
import type { SessionRow } from '../../db/schema.js';
import { SESSION_COLUMNS } from '../../identity/user-session-loader.js';
import { sha256Hex } from '../../secrets/sha256-hex.js';
import { nowIso } from '../../time/now-iso.js';
import { insertRefreshToken } from './sessions.js';

interface Rotation {
  /** The presented token's row id. */
  tokenId: string;
  session: SessionRow;
  /** The child token's raw value (only its hash is stored). */
  child: string;
  now: Date;
  ip: string | null;
}

export type RotationWrite = (db: Db, rotation: Rotation) => Promise<SessionRow | undefined>;

/** The event a refresh records; the same on both databases. */
export const refreshedEvent = (session: SessionRow, ip: string | null): AuditEvent => ({
  action: 'token_refreshed',
  userId: session.user_id,
  actorId: session.user_id,
  ip,
  traits: { session_id: session.id },
});

const revokeToken = preparedWrite(['id', 'revokedAt'], (db, p) =>
  db
    .updateTable('refresh_tokens')
    .set({ revoked_at: p.revokedAt })
    .where('id', '=', p.id)
    .where('revoked_at', 'is', null),
);

export const markRefreshed = preparedWrite(['id', 'refreshedAt', 'ip'], (db, p) =>
  db
    .updateTable('sessions')
    .set({ refreshed_at: p.refreshedAt, updated_at: p.refreshedAt, ip: p.ip })
    .where('id', '=', p.id),
);

const rotateStepByStep: RotationWrite = async (db, { tokenId, session, child, now, ip }) => {
  const revoked = await revokeToken(db, { id: tokenId, revokedAt: now.toISOString() });
  if (Number(revoked.numAffectedRows) !== 1) return undefined;
  await insertRefreshToken(db, session, tokenId, child);
  const refreshedAt = nowIso(now);
  await markRefreshed(db, { id: session.id, refreshedAt, ip });
  await writeAudit(db, refreshedEvent(session, ip));
  return { ...session, refreshed_at: refreshedAt, updated_at: refreshedAt, ip };
};

/** A parameter in a SELECT list has no type PostgreSQL could infer: it is given one. */
const text = (parameter: string) => sql<string>`cast(${parameter} as text)`;

const rotationStatement = sharedQuery(
  [
    'sessionId',
    'tokenId',
    'revokedAt',
    'childId',
    'childHash',
    'refreshedAt',
    'ip',
    'auditId',
    'auditPayload',
  ],
  (db, p) =>
    db
      // Materialized, so its lock is taken as its own step: the token's update below reads it.
      .with(
        (cte) => cte('held').materialized(),
        (q) => q.selectFrom('sessions').select('id').where('id', '=', p.sessionId).forNoKeyUpdate(),
      )
      .with('revoked', (q) =>
        q
          .updateTable('refresh_tokens')
          .set({ revoked_at: p.revokedAt })
          .where('id', '=', p.tokenId)
          .where('revoked_at', 'is', null)
          .where('session_id', 'in', (eb) => eb.selectFrom('held').select('held.id'))
          .returning(['id', 'user_id', 'session_id']),
      )
      .with('child', (q) =>
        q
          .insertInto('refresh_tokens')
          .columns(['id', 'token_hash', 'user_id', 'session_id', 'parent_id', 'created_at'])
          .expression((eb) =>
            eb
              .selectFrom('revoked')
              .select([
                text(p.childId).as('id'),
                text(p.childHash).as('token_hash'),
                'revoked.user_id',
                'revoked.session_id',
                'revoked.id',
                text(p.refreshedAt).as('created_at'),
              ]),
          )
          .returning('session_id'),
      )
      .with('touched', (q) =>
        q
          .updateTable('sessions')
          .set({ refreshed_at: p.refreshedAt, updated_at: p.refreshedAt, ip: p.ip })
          .where('id', 'in', (eb) => eb.selectFrom('child').select('child.session_id'))
          .returning(SESSION_COLUMNS),
      )
      .with('audited', (q) =>
        q
          .insertInto('audit_log')
          .columns(['id', 'user_id', 'actor_id', 'action', 'ip_address', 'payload', 'created_at'])
          .expression((eb) =>
            eb
              .selectFrom('touched')
              .select([
                text(p.auditId).as('id'),
                'touched.user_id',
                'touched.user_id as actor_id',
                sql.lit('token_refreshed').as('action'),
                text(p.ip).as('ip_address'),
                text(p.auditPayload).as('payload'),
                text(p.refreshedAt).as('created_at'),
              ]),
          ),
      )
      .selectFrom('touched')
      .selectAll(),
);

const rotateInOneStatement: RotationWrite = async (db, { tokenId, session, child, now, ip }) => {
  const audit = auditValues(refreshedEvent(session, ip));
  const [touched] = (await rotationStatement(db, {
    sessionId: session.id,
    tokenId,
    revokedAt: now.toISOString(),
    childId: randomUUID(),
    childHash: sha256Hex(child),
    refreshedAt: nowIso(now),
    ip,
    auditId: audit.id,
    auditPayload: audit.payload,
  })) as SessionRow[];
  return touched;
};

export const rotationWrite = (kind: DatabaseKind): RotationWrite =>
  kind === 'postgres' ? rotateInOneStatement : rotateStepByStep;
