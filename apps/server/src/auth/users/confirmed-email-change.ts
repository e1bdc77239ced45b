/**
 * An e-mail change taking effect: the address becomes the user's, confirmed now, whether its links
 * were followed (GET/POST /verify) or AUTH_AUTOCONFIRM wants none (PUT /user). The e-mail identity
 * follows, and the change is recorded as the user's own.
 */
import { writeOwnAudit } from '../../audit/audit-log.js';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { markEmailVerified } from './identities-repository.js';
import { updateUserRow } from './users-repository.js';

export async function applyConfirmedEmail(
  db: Db,
  user: UserRow,
  /** The new address, and the pending change it ends where there was one. */
  change: Pick<UserRow, 'email'> & Partial<Pick<UserRow, 'email_change' | 'email_change_sent_at'>>,
  { now, ip }: { now: string; ip: string | null },
): Promise<UserRow> {
  const changes = { ...change, email_confirmed_at: now, updated_at: now };
  await updateUserRow(db, user.id, changes);
  const changed = { ...user, ...changes };
  await markEmailVerified(db, changed);
  await writeOwnAudit(db, user.id, { action: 'user_modified', ip, traits: { change: 'email' } });
  return changed;
}
