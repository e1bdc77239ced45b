/**
 * Check-ins, one per user and local day (self-optimisation.md, Tracking). An upsert replaces the
 * fields it is given and keeps the others; a field given as null is cleared; and a check-in left
 * with no field at all is no check-in: its row goes (it would otherwise earn points for nothing).
 * On SQLite the upserts of many users commit together (db/group-commit.ts). The statements are
 * compiled once (db/prepared-query.ts), the upsert once for each set of fields given: upserting
 * today's check-in and reading a month are the tracking page's hot paths.
 */
import {
  CHECK_IN_METRICS,
  type CheckIn,
  type CheckInFields,
  type LocalDate,
} from '@ascend/contracts';
import type { AppDatabase } from '../../../db/database.js';
import { groupCommit } from '../../../db/group-commit.js';
import { preparedWrite, sharedQuery, type PreparedQuery } from '../../../db/prepared-query.js';
import type { CheckInRow } from '../../../db/schema.js';
import { writeTransaction } from '../../../db/write-transaction.js';
import { checkInChanged } from '../../progress/record-progress.js';

const FIELDS = [...CHECK_IN_METRICS, 'note'] as const;
type Field = (typeof FIELDS)[number];

function toCheckIn({ user_id: _owner, ...checkIn }: CheckInRow): CheckIn {
  return checkIn;
}

/** The fields the change sets, with their values (an empty note is no note). */
function givenFields(fields: CheckInFields): [Field, number | string | null][] {
  return FIELDS.flatMap((field): [Field, number | string | null][] => {
    const value = fields[field];
    if (value === undefined) return [];
    return [[field, value === '' ? null : value]];
  });
}

const selectDay = sharedQuery(['userId', 'date'], (db, p) =>
  db.selectFrom('check_ins').selectAll().where('user_id', '=', p.userId).where('date', '=', p.date),
);

const deleteDay = preparedWrite(['userId', 'date'], (db, p) =>
  db.deleteFrom('check_ins').where('user_id', '=', p.userId).where('date', '=', p.date),
);

const selectRange = sharedQuery(['userId', 'from', 'to'], (db, p) =>
  db
    .selectFrom('check_ins')
    .selectAll()
    .where('user_id', '=', p.userId)
    .where('date', '>=', p.from)
    .where('date', '<=', p.to)
    .orderBy('date'),
);

type UpsertName = 'userId' | 'date' | 'now' | Field;
const upserts = new Map<string, PreparedQuery<UpsertName, CheckInRow>>();

/** INSERT … ON CONFLICT DO UPDATE of exactly these fields, compiled on its first use. */
function upsertOf(fields: readonly Field[]): PreparedQuery<UpsertName, CheckInRow> {
  const key = fields.join(',');
  let query = upserts.get(key);
  if (query === undefined) {
    query = sharedQuery<UpsertName, CheckInRow>(['userId', 'date', 'now', ...fields], (db, p) =>
      db
        .insertInto('check_ins')
        .values({
          user_id: p.userId,
          date: p.date,
          ...Object.fromEntries(fields.map((field) => [field, p[field]])),
          created_at: p.now,
          updated_at: p.now,
        })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'date']).doUpdateSet((eb) => ({
            ...Object.fromEntries(fields.map((field) => [field, eb.ref(`excluded.${field}`)])),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .returningAll(),
    );
    upserts.set(key, query);
  }
  return query;
}

interface Upsert {
  userId: string;
  date: LocalDate;
  fields: CheckInFields;
}

export function checkInsRepository(database: AppDatabase) {
  const { db } = database;

  const upsert = groupCommit(
    database,
    async (trx, { userId, date, fields }: Upsert): Promise<CheckIn | null> => {
      const given = givenFields(fields);
      if (given.length === 0) {
        const [row] = await selectDay(trx, { userId, date });
        return row ? toCheckIn(row) : null;
      }
      const values = {
        userId,
        date,
        now: new Date().toISOString(),
        ...Object.fromEntries(given),
      };
      // Numbers go to the driver as they are: the named values are typed as text only because
      // most prepared queries take nothing else.
      const [row] = await upsertOf(given.map(([field]) => field))(
        trx,
        values as Record<UpsertName, string | null>,
      );
      if (FIELDS.some((field) => row![field] !== null)) {
        await checkInChanged(trx, userId, date, true);
        return toCheckIn(row!);
      }
      await deleteDay(trx, { userId, date });
      await checkInChanged(trx, userId, date, false);
      return null;
    },
  );

  return {
    /** The day's check-in after the change, or null when nothing is left of it. */
    upsert: (userId: string, date: LocalDate, fields: CheckInFields) =>
      upsert({ userId, date, fields }),

    /** The check-ins of [from, to], oldest first. */
    async listRange(userId: string, from: LocalDate, to: LocalDate): Promise<CheckIn[]> {
      return (await selectRange(db, { userId, from, to })).map(toCheckIn);
    },

    /** Whether there was a check-in to remove. */
    remove(userId: string, date: LocalDate): Promise<boolean> {
      return writeTransaction(database, async ({ db: trx }) => {
        const result = await deleteDay(trx, { userId, date });
        if ((result.numAffectedRows ?? 0n) === 0n) return false;
        await checkInChanged(trx, userId, date, false);
        return true;
      });
    },
  };
}

export type CheckInsRepository = ReturnType<typeof checkInsRepository>;
