/**
 * Check-ins, one per user and local day (self-optimisation.md, Tracking). An upsert replaces the
 * fields it is given and keeps the others; a field given as null is cleared; and a check-in left
 * with no field at all is no check-in: its row goes (it would otherwise earn points for nothing).
 * On SQLite the upserts of many users commit together (db/group-commit.ts).
 */
import {
  CHECK_IN_METRICS,
  type CheckIn,
  type CheckInFields,
  type LocalDate,
} from '@ascend/contracts';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../../db/database.js';
import { groupCommit } from '../../../db/group-commit.js';
import type { CheckInRow, Database } from '../../../db/schema.js';

const FIELDS = [...CHECK_IN_METRICS, 'note'] as const;

function toCheckIn({ user_id: _owner, ...checkIn }: CheckInRow): CheckIn {
  return checkIn;
}

type StoredFields = { [Field in (typeof FIELDS)[number]]?: CheckInRow[Field] };

/** The fields the change sets (an empty note is no note). */
function givenFields(fields: CheckInFields): StoredFields {
  const given: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const value = fields[field];
    if (value !== undefined) given[field] = value === '' ? null : value;
  }
  return given;
}

interface Upsert {
  userId: string;
  date: LocalDate;
  fields: CheckInFields;
}

const byDay = (db: Kysely<Database>, userId: string, date: LocalDate) =>
  db.selectFrom('check_ins').where('user_id', '=', userId).where('date', '=', date);

export function checkInsRepository(database: AppDatabase) {
  const { db } = database;

  const upsert = groupCommit(
    database,
    async (trx, { userId, date, fields }: Upsert): Promise<CheckIn | null> => {
      const given = givenFields(fields);
      if (Object.keys(given).length === 0) {
        const row = await byDay(trx, userId, date).selectAll().executeTakeFirst();
        return row ? toCheckIn(row) : null;
      }
      const now = new Date().toISOString();
      const row = await trx
        .insertInto('check_ins')
        .values({ user_id: userId, date, ...given, created_at: now, updated_at: now })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'date']).doUpdateSet({ ...given, updated_at: now }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      if (FIELDS.some((field) => row[field] !== null)) return toCheckIn(row);
      await trx
        .deleteFrom('check_ins')
        .where('user_id', '=', userId)
        .where('date', '=', date)
        .execute();
      return null;
    },
  );

  return {
    /** The day's check-in after the change, or null when nothing is left of it. */
    upsert: (userId: string, date: LocalDate, fields: CheckInFields) =>
      upsert({ userId, date, fields }),

    /** The check-ins of [from, to], oldest first. */
    async listRange(userId: string, from: LocalDate, to: LocalDate): Promise<CheckIn[]> {
      const rows = await db
        .selectFrom('check_ins')
        .selectAll()
        .where('user_id', '=', userId)
        .where('date', '>=', from)
        .where('date', '<=', to)
        .orderBy('date')
        .execute();
      return rows.map(toCheckIn);
    },

    /** Whether there was a check-in to remove. */
    async remove(userId: string, date: LocalDate): Promise<boolean> {
      const result = await db
        .deleteFrom('check_ins')
        .where('user_id', '=', userId)
        .where('date', '=', date)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type CheckInsRepository = ReturnType<typeof checkInsRepository>;
