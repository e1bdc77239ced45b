/**
 * `/api/v1/account`: the user's data as one download, and self-service deletion. Deleting needs a
 * re-entered password, or a session that verified its second factor in the last five minutes, so a
 * stolen or forgotten signed-in browser cannot remove the account on its own.
 */
import { z } from 'zod';
import { verifyAgainstDummy, verifyPassword } from '../../passwords/password-hashing.js';
import { deleteUser } from '../../users/delete-user.js';
import { ApiError } from '../http/api-error.js';
import { apiEndpoint } from '../http/api-route.js';
import { apiUserOf } from '../http/authenticate.js';
import { errorResponses } from '../http/error-responses.js';
import { exportAccount } from './account-export.js';
import { hasFreshSecondFactor } from './fresh-second-factor.js';

const deleteAccountBody = z
  .strictObject({ password: z.string().min(1).max(1024) })
  // Fastify hands a bodiless request over as null.
  .nullish()
  .describe(
    'The current password; may be left out with an aal2 token of a session that verified its second factor in the last 5 minutes.',
  );

const tags = ['account'];

export const exportAccountData = apiEndpoint({
  schema: {
    tags,
    summary: "All of the user's data as one JSON download",
    response: { 200: z.record(z.string(), z.unknown()), ...errorResponses(401) },
  },
  handler: async (request, reply, { database, avatars }) => {
    const user = apiUserOf(request);
    const data = await exportAccount(database, user.id);
    if (!data) throw new ApiError(401, 'Session expired or signed out');
    const avatar = await avatars.read(user.id);
    const day = data.exported_at.slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="ascend-data-${day}.json"`)
      .header('cache-control', 'no-store')
      .send({ ...data, avatar: avatar ? { url: data.user.user_metadata.avatar_url } : null });
  },
});

export const deleteAccount = apiEndpoint({
  schema: {
    tags,
    summary: 'Delete the account and everything that belongs to it',
    body: deleteAccountBody,
    response: { 204: z.null(), ...errorResponses(401, 403, 422, 429) },
  },
  handler: async (request, reply, { database, avatars }) => {
    const user = apiUserOf(request);
    const password = request.body?.password;
    if (password !== undefined) {
      const row = await database.db
        .selectFrom('users')
        .select('encrypted_password')
        .where('id', '=', user.id)
        .executeTakeFirst();
      const matches = row?.encrypted_password
        ? await verifyPassword(row.encrypted_password, password)
        : await verifyAgainstDummy(password);
      if (!matches) throw new ApiError(403, 'The password is not correct');
    } else if (!(await hasFreshSecondFactor(database.db, user))) {
      throw new ApiError(403, 'Re-enter your password to delete your account');
    }

    await deleteUser(database, user.id, { actorId: user.id, ip: request.ip });
    // The settings row goes with the user (foreign key); this covers a database without one.
    await database.db.deleteFrom('user_settings').where('user_id', '=', user.id).execute();
    await avatars.remove(user.id);
    return reply.code(204).send(null);
  },
});
