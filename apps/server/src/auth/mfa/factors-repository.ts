/** Queries on the `mfa_factors` table, and the Factor object of the protocol (`models.Factor`). */
import type { MfaFactorRow } from '../../db/schema.js';
import { sharedQuery } from '../../db/prepared-query.js';
import type { Db } from '../../db/database.js';

export interface FactorJson {
  id: string;
  friendly_name?: string;
  factor_type: string;
  status: string;
  created_at: string;
  updated_at: string;
  phone: string;
  last_challenged_at: string | null;
}

/** The secret never leaves the server; `friendly_name` is omitted when empty, as Go's omitempty does. */
export function factorJson(row: MfaFactorRow): FactorJson {
  return {
    id: row.id,
    ...(row.friendly_name ? { friendly_name: row.friendly_name } : {}),
    factor_type: row.factor_type,
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
    phone: row.phone ?? '',
    last_challenged_at: row.last_challenged_at,
  };
}

// Compiled once per dialect: every GET /user, sign-in and refresh lists the user's factors.
const factorsByUser = sharedQuery(['userId'], (db, p) =>
  db
    .selectFrom('mfa_factors')
    .selectAll()
    .where('user_id', '=', p.userId)
    .orderBy('created_at')
    .orderBy('id'),
);

export function factorsOf(db: Db, userId: string): Promise<MfaFactorRow[]> {
  return factorsByUser(db, { userId });
}

export async function factorsOfMany(
  db: Db,
  userIds: string[],
): Promise<Map<string, MfaFactorRow[]>> {
  const byUser = new Map<string, MfaFactorRow[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('mfa_factors')
    .selectAll()
    .where('user_id', 'in', userIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) byUser.get(row.user_id)?.push(row);
  return byUser;
}

export const hasVerifiedFactor = (factors: MfaFactorRow[]) =>
  factors.some((factor) => factor.status === 'verified');

/** The user's factor with this id (lower-case); another user's factor is not found. */
export function findFactorOfUser(
  db: Db,
  userId: string,
  factorId: string,
): Promise<MfaFactorRow | undefined> {
  return db
    .selectFrom('mfa_factors')
    .selectAll()
    .where('id', '=', factorId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertFactor(db: Db, factor: MfaFactorRow): Promise<void> {
  await db.insertInto('mfa_factors').values(factor).execute();
}

export async function deleteFactors(db: Db, factorIds: string[]): Promise<void> {
  await db.deleteFrom('mfa_factors').where('id', 'in', factorIds).execute();
}

/** False when the factor is gone (unenrolled since it was read): nothing may refer to it then. */
export async function markFactorChallenged(db: Db, factorId: string, at: string): Promise<boolean> {
  const marked = await db
    .updateTable('mfa_factors')
    .set({ last_challenged_at: at })
    .where('id', '=', factorId)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) === 1;
}

/**
 * Records a TOTP step as used and the factor as verified, only when the step is later than the
 * last one accepted: of two requests racing with one code, only one gets true.
 */
export async function acceptTotpStep(
  db: Db,
  factorId: string,
  step: number,
  at: string,
): Promise<boolean> {
  const consumed = await db
    .updateTable('mfa_factors')
    .set({ last_totp_step: step, status: 'verified', updated_at: at })
    .where('id', '=', factorId)
    .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', step)]))
    .executeTakeFirst();
  return Number(consumed.numUpdatedRows) === 1;
}

/** The user's unfinished TOTP enrollments other than this factor. */
export async function deleteUnverifiedTotpFactorsExcept(
  db: Db,
  userId: string,
  factorId: string,
): Promise<void> {
  await db
    .deleteFrom('mfa_factors')
    .where('user_id', '=', userId)
    .where('factor_type', '=', 'totp')
    .where('status', '=', 'unverified')
    .where('id', '!=', factorId)
    .execute();
}
