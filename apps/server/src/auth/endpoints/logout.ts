/** `POST /logout?scope=global|local|others`: ends sessions; 204 with an empty body. */
import { z } from 'zod';
import { writeOwnAudit } from '../../audit/audit-log.js';
import { authErrors } from '../http/auth-errors.js';
import { requestOrigin, type AuthHandler } from '../http/handler.js';
import { parseWith } from '../http/parse-request.js';
import { deleteSessionsOfUser } from '../sessions/sessions-repository.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { holdUser } from '../../db/row-locks.js';

const logoutQuery = z.object({ scope: z.string().optional() });

export const logout: AuthHandler = async ({ services, request, reply, auth }) => {
  // A repeated or malformed scope is refused, never read as the default (global).
  const scope = parseWith(logoutQuery, request.query).scope ?? 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw authErrors.validationFailed(`Unsupported logout scope "${scope}"`);
  }
  const { user, session } = auth!;
  await writeTransaction(services.database, async (write) => {
    const { db: trx } = write;
    // The user's row first, as a step-up (which ends other sessions) and a deletion take it: two
    // deletes of several sessions each could otherwise take them in orders that deadlock.
    await holdUser(write, user.id);
    await deleteSessionsOfUser(
      trx,
      user.id,
      scope === 'local'
        ? { only: session?.id ?? '' }
        : scope === 'others' && session
          ? { except: session.id }
          : {},
    );
    await writeOwnAudit(trx, user.id, {
      action: 'logout',
      ip: requestOrigin(request).ip,
      traits: { scope },
    });
  });
  return reply.code(204).send();
};
