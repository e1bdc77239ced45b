/**
 * A user's MFA factors for support (supabase/auth `adminUserGetFactors`, `adminUserDeleteFactor`):
 * `GET /admin/users/:id/factors` lists them, `DELETE /admin/users/:id/factors/:factor_id` removes
 * one — what helps a user who lost their authenticator back in with their password alone.
 */
import type { MfaFactorRow } from '../../db/schema.js';
import { writeAudit } from '../../audit/audit-log.js';
import { authErrors } from '../http/auth-errors.js';
import { requestOrigin, type AuthHandler, type HandlerContext } from '../http/handler.js';
import { factorJson, factorsOf } from '../mfa/factors-repository.js';
import { stepDownSessions } from '../mfa/step-down-sessions.js';
import { isUuid } from '../../identity/uuid.js';
import { userFromParams } from './admin.js';
import { writeTransaction } from '../../db/write-transaction.js';

export const listUserFactors: AuthHandler = async (context) => {
  const user = await userFromParams(context);
  return (await factorsOf(context.services.db, user.id)).map(factorJson);
};

async function factorOfUser(context: HandlerContext, userId: string): Promise<MfaFactorRow> {
  const { factor_id: factorId } = (context.request.params ?? {}) as { factor_id?: string };
  if (!isUuid(factorId)) throw authErrors.invalidUuid('factor_id');
  const factor = await context.services.db
    .selectFrom('mfa_factors')
    .selectAll()
    .where('id', '=', factorId.toLowerCase())
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!factor) throw authErrors.mfaFactorNotFound();
  return factor;
}

export const deleteUserFactor: AuthHandler = async (context) => {
  const { services, request, admin } = context;
  const user = await userFromParams(context);
  const factor = await factorOfUser(context, user.id);
  await writeTransaction(services.database, async ({ db: trx }) => {
    await trx.deleteFrom('mfa_factors').where('id', '=', factor.id).execute();
    // Sessions raised with this factor fall back to aal1, as after the user's own unenroll.
    await stepDownSessions(trx, factor);
    await writeAudit(trx, {
      action: 'factor_deleted',
      userId: user.id,
      actorId: typeof admin?.sub === 'string' ? admin.sub : (admin?.role ?? null),
      ip: requestOrigin(request).ip,
      traits: { by: 'admin', factor_id: factor.id, factor_type: factor.factor_type },
    });
  });
  return factorJson(factor);
};
