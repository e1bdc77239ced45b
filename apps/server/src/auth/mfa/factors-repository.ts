/** Queries on MFA factors and challenges, and the Factor object of the protocol (`models.Factor`). */
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
