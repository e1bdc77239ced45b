/**
 * Users' settings rows. A user without a row reads as the defaults, and the row is created on that
 * first read. Changes are merged in the database, in one statement on either database, so
 * concurrent updates of different fields all survive. The queries are compiled once: GET and PUT /settings are the product's hottest routes.
 */
import {
  DEFAULT_USER_PREFERENCES,
  completePreferences,
  type UserPreferences,
  type UserSettings,
  type UserSettingsUpdate,
} from '@ascend/contracts';
import { sql, type Kysely } from 'kysely';
import { parseJsonObject } from '../../json/parse-json-object.js';
import type { AppDatabase } from '../../db/database.js';
import type { Cached } from '../../db/read-cache/read-cache.js';
import type { Database, UserSettingsRow } from '../../db/schema.js';
import { prepareQuery } from '../../db/prepared-query.js';
import { groupCommit } from '../../db/group-commit.js';
import { writeTransaction } from '../../db/write-transaction.js';

/** The defaults of this user, computed only when a row has to be created or reset. */
export type DefaultsOf = () => UserPreferences;

interface PendingChange {
  userId: string;
  change: UserSettingsUpdate;
  defaultsOf: DefaultsOf;
}

/** What the cached reads of settings read (the read cache keeps them past other writes). */
const SETTINGS_TABLES = ['user_settings'] as const;

const ROW_FIELDS = ['userId', 'personalInfo', 'preferences', 'updatedAt'] as const;
type RowValues = Record<(typeof ROW_FIELDS)[number], string>;

function toSettings(row: UserSettingsRow): UserSettings {
  return {
    personal_info: parseJsonObject(row.personal_info),
    // A row written before a preference existed still reads as a complete record.
    preferences: completePreferences(parseJsonObject(row.preferences), DEFAULT_USER_PREFERENCES),
    updated_at: row.updated_at,
  };
}

function rowValues(userId: string, settings: UserSettings): RowValues {
  return {
    userId,
    personalInfo: JSON.stringify(settings.personal_info),
    preferences: JSON.stringify(settings.preferences),
    updatedAt: settings.updated_at,
  };
}

const freshSettings = (preferences: UserPreferences): UserSettings => ({
  personal_info: {},
  preferences,
  updated_at: new Date().toISOString(),
});

/**
 * PostgreSQL's merge, the same as the contracts' (mergePersonalInfo, mergePreferences) for a
 * validated change: personal info key by key, a null removing the key; preferences key by key and
 * their two nested objects key by key (they never carry nulls). The columns are text; jsonb does
 * the merging. One UPDATE is atomic: under READ COMMITTED a concurrent one waits for the row and
 * is then evaluated again on the row as the first left it (PostgreSQL manual, "Read Committed
 * Isolation Level"), so no field is lost.
 */
const postgresMerge = {
  personalInfo: (patch: string) => sql<string>`(
    select coalesce(jsonb_object_agg(key, value), '{}'::jsonb)::text
    from jsonb_each(personal_info::jsonb || ${patch}::jsonb)
    where value <> 'null'::jsonb)`,
  preferences: (patch: string) => sql<string>`(
    preferences::jsonb || ${patch}::jsonb
    || case when ${patch}::jsonb ? 'notifications' then jsonb_build_object('notifications',
         coalesce(preferences::jsonb -> 'notifications', '{}'::jsonb)
         || (${patch}::jsonb -> 'notifications')) else '{}'::jsonb end
    || case when ${patch}::jsonb ? 'privacy' then jsonb_build_object('privacy',
         coalesce(preferences::jsonb -> 'privacy', '{}'::jsonb)
         || (${patch}::jsonb -> 'privacy')) else '{}'::jsonb end
    )::text`,
};

function queries(db: Kysely<Database>, kind: AppDatabase['kind']) {
  const byUser = (userId: string) =>
    db.selectFrom('user_settings').selectAll().where('user_id', '=', userId);
  const insertRow = (p: RowValues) =>
    db.insertInto('user_settings').values({
      user_id: p.userId,
      personal_info: p.personalInfo,
      preferences: p.preferences,
      updated_at: p.updatedAt,
    });
  return {
    select: prepareQuery(['userId'], (p) => byUser(p.userId)),
    selectForUpdate: prepareQuery(['userId'], (p) => byUser(p.userId).forUpdate()),
    /** Inserts unless a row exists (another request may have just created it). */
    insertIfMissing: prepareQuery(ROW_FIELDS, (p) =>
      insertRow(p).onConflict((conflict) => conflict.column('user_id').doNothing()),
    ),
    /**
     * The whole merge in one statement. SQLite: json_patch (RFC 7396) merges objects key by key,
     * nested ones too, and removes a key given as null: the semantics of the contracts' merge for a
     * validated change (preferences never carry nulls). PostgreSQL: `postgresMerge`. One statement
     * is atomic, so concurrent changes of different fields all survive without a transaction.
     */
    mergeInPlace: prepareQuery(ROW_FIELDS, (p) =>
      db
        .updateTable('user_settings')
        .set(
          kind === 'sqlite'
            ? {
                personal_info: sql<string>`json_patch(personal_info, ${p.personalInfo})`,
                preferences: sql<string>`json_patch(preferences, ${p.preferences})`,
                updated_at: p.updatedAt,
              }
            : {
                personal_info: postgresMerge.personalInfo(p.personalInfo),
                preferences: postgresMerge.preferences(p.preferences),
                updated_at: p.updatedAt,
              },
        )
        .where('user_id', '=', p.userId)
        .returningAll(),
    ),
    upsert: prepareQuery(ROW_FIELDS, (p) =>
      insertRow(p).onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet({ preferences: p.preferences, updated_at: p.updatedAt }),
      ),
    ),
  };
}

export function settingsRepository(database: AppDatabase) {
  const { db, readCache } = database;
  const q = queries(db, database.kind);

  async function readStored(userId: string, defaultsOf: DefaultsOf): Promise<UserSettings> {
    const [row] = await q.select(db, { userId });
    if (row) return toSettings(row);
    await q.insertIfMissing(db, rowValues(userId, freshSettings(defaultsOf())));
    const [created] = await q.select(db, { userId });
    return toSettings(created!);
  }

  // SQLite: concurrent changes of many users commit together (db/group-commit.ts). PostgreSQL: the
  // statements alone, each atomic, as many as SQLite's (one, and two more for a user's first).
  const merge = async (
    executor: Kysely<Database>,
    { userId, change, defaultsOf }: PendingChange,
  ): Promise<UserSettings> => {
    const patch = {
      userId,
      personalInfo: JSON.stringify(change.personal_info ?? {}),
      preferences: JSON.stringify(change.preferences ?? {}),
      updatedAt: new Date().toISOString(),
    };
    let [row] = await q.mergeInPlace(executor, patch);
    if (!row) {
      // No row yet: the defaults first (unless a concurrent request just stored them), then the change.
      await q.insertIfMissing(executor, rowValues(userId, freshSettings(defaultsOf())));
      [row] = await q.mergeInPlace(executor, patch);
    }
    return toSettings(row!);
  };
  const mergeChange =
    database.kind === 'sqlite'
      ? groupCommit(database, merge)
      : (pending: PendingChange) => merge(db, pending);

  /** The stored preferences, or this user's defaults in memory: nothing is written. */
  async function readPreferences(userId: string, defaultsOf: DefaultsOf): Promise<UserPreferences> {
    const [row] = await q.select(db, { userId });
    return row ? toSettings(row).preferences : defaultsOf();
  }

  return {
    /**
     * The user's preferences, for the routes that only need them to answer (the user's day of every
     * tracking request): read-only, remembered by the read cache like `read`, and a user without a
     * row gets their defaults without one being stored, so a read never writes.
     */
    preferences(userId: string, defaultsOf: DefaultsOf): Promise<Cached<UserPreferences>> {
      return readCache.read(userId, 'preferences', () => readPreferences(userId, defaultsOf), {
        tables: SETTINGS_TABLES,
      });
    },

    /**
     * The user's settings (read-only: remembered by the read cache until they change); a user who
     * has none gets their defaults, stored on the way.
     */
    read(userId: string, defaultsOf: DefaultsOf): Promise<Cached<UserSettings>> {
      return readCache.read(userId, 'settings', () => readStored(userId, defaultsOf), {
        tables: SETTINGS_TABLES,
      });
    },

    /** Merges a change into the stored settings and returns the whole new record. */
    async update(
      userId: string,
      change: UserSettingsUpdate,
      defaultsOf: DefaultsOf,
    ): Promise<UserSettings> {
      return mergeChange({ userId, change, defaultsOf });
    },

    /** Preferences back to the defaults; personal info, which is the user's profile, stays. */
    async resetPreferences(userId: string, defaultsOf: DefaultsOf): Promise<UserSettings> {
      return writeTransaction(database, async ({ db: trx, lockRows }) => {
        const [row] = await (lockRows ? q.selectForUpdate : q.select)(trx, { userId });
        const next: UserSettings = {
          personal_info: row ? toSettings(row).personal_info : {},
          preferences: defaultsOf(),
          updated_at: new Date().toISOString(),
        };
        await q.upsert(trx, rowValues(userId, next));
        return next;
      });
    },
  };
}

export type SettingsRepository = ReturnType<typeof settingsRepository>;
