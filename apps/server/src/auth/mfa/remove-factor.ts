/**
 * Removing a factor, by the user's unenroll or an admin's deletion: the row goes, and the sessions
 * it raised fall back to aal1 (step-down-sessions.ts), in the caller's transaction.
 */
import type { Db } from '../../db/database.js';
import type { MfaFactorRow } from '../../db/schema.js';
import { deleteFactors } from './factors-repository.js';
import { stepDownSessions } from './step-down-sessions.js';

export async function removeFactor(db: Db, factor: MfaFactorRow): Promise<void> {
  await deleteFactors(db, [factor.id]);
  await stepDownSessions(db, factor);
}
