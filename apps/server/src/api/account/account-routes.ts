/**
 * `/api/v1/account`: the user's data as one download (and each dataset as CSV), the import
 * of such a download into an account without tracking records, and self-service deletion. Deleting
 * needs a re-entered password, or a session that verified its second factor in the last five
 * minutes, so a stolen or forgotten signed-in browser cannot remove the account on its own.
 */
import {
  accountExportSchema,
  accountImportResultSchema,
  localDayOf,
  type AccountExport,
} from '@ascend/contracts';
import { z } from 'zod';
import { matchesStoredPassword } from '../../passwords/password-hashing.js';
import { storedPasswordHash } from '../../passwords/stored-passwords.js';
import { deleteUser } from '../../users/delete-user.js';
import { ApiError } from '../http/api-error.js';
import { apiEndpoint } from '../http/api-route.js';
import { apiUserOf } from '../http/authenticate.js';
import { errorResponses } from '../http/error-responses.js';
import { MAX_FIELD_ERRORS, type FieldError } from '../http/validation-detail.js';
import { defaultPreferences } from '../settings/default-preferences.js';
import { exportAccount } from './account-export.js';
import { restoreAccount } from './account-restore.js';
import { datasetCsv, isCsvDataset } from './csv-datasets.js';
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
    const hasAvatar = await avatars.exists(user.id);
    const day = data.exported_at.slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="ascend-data-${day}.json"`)
      .header('cache-control', 'no-store')
      .send({ ...data, avatar: hasAvatar ? { url: data.user.user_metadata.avatar_url } : null });
  },
});

export const exportDatasetCsv = apiEndpoint({
  schema: {
    tags,
    summary:
      'One dataset as CSV: check-ins, habit-marks, diary, cognitive-results, workout-sets, food-diary or face-scans',
    description:
      'UTF-8 with a byte-order mark (for Excel), a header row, RFC 4180 quoting; a text cell that ' +
      "a spreadsheet would run as a formula starts with a `'`.",
    params: z.object({ dataset: z.string().max(64) }),
    // No 200 schema: the body is CSV text.
    response: errorResponses(401, 404),
  },
  handler: async (request, reply, { database }) => {
    const user = apiUserOf(request);
    const { dataset } = request.params;
    if (!isCsvDataset(dataset)) throw new ApiError(404, 'No such dataset');
    const csv = await datasetCsv(database.db, user.id, dataset);
    const day = new Date().toISOString().slice(0, 10);
    return (
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ascend-${dataset}-${day}.csv"`)
        .header('cache-control', 'no-store')
        // Text with a content type of its own: Fastify sends it as it is, past the schema's types.
        .send(csv as never)
    );
  },
});

/** Records dated after the user's today, as field errors (as every tracking write refuses them). */
function futureRecords(file: AccountExport, today: string): FieldError[] {
  const dated = [
    ['check_ins', file.check_ins],
    ['habit_marks', file.habit_marks],
    ['diary_entries', file.diary_entries],
  ] as const;
  const errors = dated.flatMap(([list, records]) =>
    records.flatMap((record, index) =>
      record.date > today
        ? [
            {
              loc: ['body', list, index, 'date'],
              msg: `A day after today (${today})`,
              type: 'future_date',
            },
          ]
        : [],
    ),
  );
  const foodDiary = (file.nutrition?.diary_items ?? []).flatMap((item, index) =>
    item.date > today
      ? [
          {
            loc: ['body', 'nutrition', 'diary_items', index, 'date'],
            msg: `A day after today (${today})`,
            type: 'future_date',
          },
        ]
      : [],
  );
  return [...errors, ...foodDiary].slice(0, MAX_FIELD_ERRORS);
}

export const importAccountData = apiEndpoint({
  schema: {
    tags,
    summary: 'Restore a JSON download of GET /account/export into this account',
    description:
      'Only into an account that holds no check-in, habit or diary entry yet (else 409). Restores ' +
      'personal info, preferences and every tracking record, with new ids, in one transaction; ' +
      "never the file's e-mail, sign-in methods, factors or sessions. At most 10 MB.",
    body: accountExportSchema,
    response: {
      200: accountImportResultSchema,
      ...errorResponses(400, 401, 409, 413, 415, 422, 429),
    },
  },
  handler: async (request, reply, { database, settings }) => {
    const user = apiUserOf(request);
    const file = request.body;
    // The day the records are checked against is the one the restored preferences will give.
    const preferences =
      file.settings?.preferences ??
      (await settings.preferences(user.id, () => defaultPreferences(user.claims.user_metadata)));
    const today = localDayOf(Date.now(), preferences.timezone, preferences.dayStartsAt);
    const future = futureRecords(file, today);
    if (future.length > 0) return reply.code(422).send({ detail: future });
    return restoreAccount(database, user.id, file);
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
      const stored = await storedPasswordHash(database.db, user.id);
      if (!(await matchesStoredPassword(stored, password)))
        throw new ApiError(403, 'The password is not correct');
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
