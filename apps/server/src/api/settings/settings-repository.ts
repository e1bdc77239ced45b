/**
 * Users' settings rows. A user without a row reads as the defaults, and the row is created on that
 * first read. Changes are merged inside one write transaction that holds the row, so concurrent
 * updates of different fields all survive.
 */
import type { UserPreferences, UserSettings, UserSettingsUpdate } from '@ascend/contracts';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import type { Database, UserSettingsRow } from '../../db/schema.js';
import { writeTransaction } from '../db/write-transaction.js';
import { completePreferences, mergePersonalInfo, mergePreferences } from './merge-settings.js';
import { parseJsonObject } from '../../auth/util.js';

function toSettings(row: UserSettingsRow, defaults: UserPreferences): UserSettings {
  return {
    personal_info: parseJsonObject(row.personal_info),
    preferences: completePreferences(parseJsonObject(row.preferences), defaults),
    updated_at: row.updated_at,
  };
}

function toRow(userId: string, settings: UserSettings): UserSettingsRow {
  return {
    user_id: userId,
    personal_info: JSON.stringify(settings.personal_info),
    preferences: JSON.stringify(settings.preferences),
    updated_at: settings.updated_at,
  };
}

/** Inserts the defaults unless a row exists (another request may have just created it). */
async function insertDefaults(db: Kysely<Database>, userId: string, defaults: UserPreferences) {
  const fresh: UserSettings = {
    personal_info: {},
    preferences: defaults,
    updated_at: new Date().toISOString(),
  };
  await db
    .insertInto('user_settings')
    .values(toRow(userId, fresh))
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

export function settingsRepository(database: AppDatabase) {
  const { db } = database;
  const select = (executor: Kysely<Database>, userId: string) =>
    executor.selectFrom('user_settings').selectAll().where('user_id', '=', userId);

  return {
    /** The user's settings; a user who has none gets `defaults`, stored on the way. */
    async read(userId: string, defaults: UserPreferences): Promise<UserSettings> {
      const row = await select(db, userId).executeTakeFirst();
      if (row) return toSettings(row, defaults);
      await insertDefaults(db, userId, defaults);
      return toSettings(await select(db, userId).executeTakeFirstOrThrow(), defaults);
    },

    /** Merges a change into the stored settings and returns the whole new record. */
    async update(
      userId: string,
      change: UserSettingsUpdate,
      defaults: UserPreferences,
    ): Promise<UserSettings> {
      return writeTransaction(database, async ({ db: trx, lockRows }) => {
        const lockedRow = async () => {
          const query = select(trx, userId);
          return (lockRows ? query.forUpdate() : query).executeTakeFirst();
        };
        let row = await lockedRow();
        if (!row) {
          await insertDefaults(trx, userId, defaults);
          row = await lockedRow();
        }
        const current = toSettings(row!, defaults);
        const next: UserSettings = {
          personal_info: change.personal_info
            ? mergePersonalInfo(current.personal_info, change.personal_info)
            : current.personal_info,
          preferences: change.preferences
            ? mergePreferences(current.preferences, change.preferences)
            : current.preferences,
          updated_at: new Date().toISOString(),
        };
        const { user_id: _userId, ...values } = toRow(userId, next);
        await trx.updateTable('user_settings').set(values).where('user_id', '=', userId).execute();
        return next;
      });
    },

    /** Preferences back to `defaults`; personal info, which is the user's profile, stays. */
    async resetPreferences(userId: string, defaults: UserPreferences): Promise<UserSettings> {
      return writeTransaction(database, async ({ db: trx, lockRows }) => {
        const query = select(trx, userId);
        const row = await (lockRows ? query.forUpdate() : query).executeTakeFirst();
        const next: UserSettings = {
          personal_info: row ? toSettings(row, defaults).personal_info : {},
          preferences: defaults,
          updated_at: new Date().toISOString(),
        };
        await trx
          .insertInto('user_settings')
          .values(toRow(userId, next))
          .onConflict((conflict) =>
            conflict.column('user_id').doUpdateSet({
              preferences: JSON.stringify(next.preferences),
              updated_at: next.updated_at,
            }),
          )
          .execute();
        return next;
      });
    },
  };
}

export type SettingsRepository = ReturnType<typeof settingsRepository>;
