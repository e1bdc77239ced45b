/**
 * A user's MFA factors for support (supabase/auth `adminUserGetFactors`, `adminUserDeleteFactor`):
 * `GET /admin/users/:id/factors` lists them, `DELETE /admin/users/:id/factors/:factor_id` removes
 * one — what helps a user who lost their authenticator back in with their password alone.
 */
import type { MfaFactorRow } from '../../db/schema.js';
import { writeAudit } from '../../audit/audit-log.js';
import { requestOrigin, type AuthHandler, type HandlerContext } from '../http/handler.js';
import { factorJson, factorsOf } from '../mfa/factors-repository.js';
import { removeFactor } from '../mfa/remove-factor.js';
import { userFromParams } from './admin.js';
import { factorOfUser } from './factors.js';
import { writeTransaction } from '../../db/write-transaction.js';

export const listUserFactors: AuthHandler = async (context) => {
  const user = await userFromParams(context);
  return (await factorsOf(context.services.db, user.id)).map(factorJson);
};

function factorOfParams(context: HandlerContext, userId: string): Promise<MfaFactorRow> {
  const { factor_id: factorId } = (context.request.params ?? {}) as { factor_id?: string };
  return factorOfUser(context.services.db, userId, factorId);
}

export const deleteUserFactor: AuthHandler = async (context) => {
  const { services, request, admin } = context;
  const user = await userFromParams(context);
  const factor = await factorOfParams(context, user.id);
  await writeTransaction(services.database, async ({ db: trx }) => {
    // Sessions raised with this factor fall back to aal1, as after the user's own unenroll.
    await removeFactor(trx, factor);
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
