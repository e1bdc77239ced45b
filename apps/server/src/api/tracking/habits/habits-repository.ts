/**
 * The user's habits, their pauses and their daily marks. Every query names the owner, so another
 * user's habit is simply not found. Changes that check before they write (the active-habit bound,
 * archived habits, overlapping pauses) run in one write transaction; on PostgreSQL the user's row is
 * held for them, so two concurrent creations cannot both take the hundredth place.
 */
import {
  MAX_ACTIVE_HABITS,
  type HabitCreate,
  type HabitMarkUpsert,
  type HabitUpdate,
  type LocalDate,
} from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { AppDatabase } from '../../../db/database.js';
import type { Database, HabitMarkRow, HabitPauseRow, HabitRow } from '../../../db/schema.js';
import { writeTransaction, type WriteContext } from '../../../db/write-transaction.js';
import { ApiError, unprocessable } from '../../http/api-error.js';
import { isDayDone } from './habit-rules.js';
import {
  habitDayChanged,
  habitRemoved,
  habitTargetChanged,
} from '../../progress/record-progress.js';

/** What the rules read of a mark (the list reads years of them: no more columns than that). */
export type MarkedDayRow = Pick<HabitMarkRow, 'habit_id' | 'date' | 'status' | 'value'>;

export interface HabitHistoryRows {
  pauses: HabitPauseRow[];
  marks: MarkedDayRow[];
}

const habitNotFound = () => new ApiError(404, 'No such habit');
const archived = () =>
  new ApiError(409, 'The habit is archived: restore it before changing its days');
const tooManyHabits = () =>
  new ApiError(
    409,
    `You can keep at most ${MAX_ACTIVE_HABITS} active habits: archive or delete one first`,
  );

/** Holds the user's row until the transaction ends (PostgreSQL): their habit changes take turns. */
async function holdUser({ db, lockRows }: WriteContext, userId: string): Promise<void> {
  if (lockRows)
    await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

const ownHabit = (db: Kysely<Database>, userId: string, id: string) =>
  db.selectFrom('habits').selectAll().where('id', '=', id).where('user_id', '=', userId);

async function activeCount(db: Kysely<Database>, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('habits')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function nextPosition(db: Kysely<Database>, userId: string): Promise<number> {
  const { last } = await db
    .selectFrom('habits')
    .select((eb) => eb.fn.max<number | null>('position').as('last'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return last === null ? 0 : Number(last) + 1;
}

/**
 * The habit, which must be the user's and not archived, for a change of its days; held until the
 * change commits (PostgreSQL), so it cannot be archived or deleted half-way.
 */
async function activeHabit(
  { db, lockRows }: WriteContext,
  userId: string,
  id: string,
): Promise<HabitRow> {
  const query = ownHabit(db, userId, id);
  const habit = await (lockRows ? query.forUpdate() : query).executeTakeFirst();
  if (!habit) throw habitNotFound();
  if (habit.archived_at !== null) throw archived();
  return habit;
}

const emptyToNull = (text: string | null | undefined) => (text ? text : null);

export function habitsRepository(database: AppDatabase) {
  const { db } = database;

  /** The pauses and marks of one habit, of the active ones, or of all the user's habits. */
  async function historyOf(
    userId: string,
    which: { habitId: string } | 'active' | 'all',
  ): Promise<HabitHistoryRows> {
    const ofHabits = <
      Q extends SelectQueryBuilder<Database, 'habit_pauses' | 'habit_marks', object>,
    >(
      query: Q,
    ): Q => {
      if (which === 'all') return query;
      if (which === 'active') {
        return query.where('habit_id', 'in', (eb) =>
          eb
            .selectFrom('habits')
            .select('id')
            .where('user_id', '=', userId)
            .where('archived_at', 'is', null),
        ) as Q;
      }
      return query.where('habit_id', '=', which.habitId) as Q;
    };
    const [pauses, marks] = await Promise.all([
      ofHabits(db.selectFrom('habit_pauses').selectAll().where('user_id', '=', userId))
        .orderBy('from_date')
        .execute(),
      ofHabits(
        db
          .selectFrom('habit_marks')
          .select(['habit_id', 'date', 'status', 'value'])
          .where('user_id', '=', userId),
      ).execute(),
    ]);
    return { pauses, marks };
  }

  return {
    /** Active habits by position, then (when asked) archived ones; with every pause and mark. */
    async list(
      userId: string,
      { includeArchived }: { includeArchived: boolean },
    ): Promise<{ habits: HabitRow[] } & HabitHistoryRows> {
      let query = db.selectFrom('habits').selectAll().where('user_id', '=', userId);
      if (!includeArchived) query = query.where('archived_at', 'is', null);
      const habits = (await query.orderBy('position').execute()).sort(
        (a, b) => Number(a.archived_at !== null) - Number(b.archived_at !== null),
      );
      return { habits, ...(await historyOf(userId, includeArchived ? 'all' : 'active')) };
    },

    /** One of the user's habits with its pauses and marks, or undefined. */
    async find(
      userId: string,
      id: string,
    ): Promise<({ habit: HabitRow } & HabitHistoryRows) | undefined> {
      const habit = await ownHabit(db, userId, id).executeTakeFirst();
      if (!habit) return undefined;
      return { habit, ...(await historyOf(userId, { habitId: id })) };
    },

    create(userId: string, input: HabitCreate, startDate: LocalDate): Promise<HabitRow> {
      return writeTransaction(database, async (context) => {
        await holdUser(context, userId);
        if ((await activeCount(context.db, userId)) >= MAX_ACTIVE_HABITS) throw tooManyHabits();
        const now = new Date().toISOString();
        const row: HabitRow = {
          id: randomUUID(),
          user_id: userId,
          name: input.name,
          description: emptyToNull(input.description),
          kind: input.kind,
          target: input.target ?? null,
          unit: input.unit ?? null,
          frequency: JSON.stringify(input.frequency),
          start_date: startDate,
          position: await nextPosition(context.db, userId),
          archived_at: null,
          created_at: now,
          updated_at: now,
        };
        await context.db.insertInto('habits').values(row).execute();
        return row;
      });
    },

    /** Edits, archives (`archived: true`) or restores (`false`, to the end of the list) a habit. */
    update(userId: string, id: string, change: HabitUpdate): Promise<HabitRow> {
      return writeTransaction(database, async (context) => {
        await holdUser(context, userId);
        const habit = await ownHabit(context.db, userId, id).executeTakeFirst();
        if (!habit) throw habitNotFound();
        if (
          habit.kind === 'boolean' &&
          (change.target !== undefined || change.unit !== undefined)
        ) {
          throw unprocessable(
            ['body', change.target !== undefined ? 'target' : 'unit'],
            'A yes/no habit has no target or unit',
            'habit_kind',
          );
        }
        const now = new Date().toISOString();
        const next: HabitRow = {
          ...habit,
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.description !== undefined
            ? { description: emptyToNull(change.description) }
            : {}),
          ...(change.target !== undefined ? { target: change.target } : {}),
          ...(change.unit !== undefined ? { unit: change.unit } : {}),
          ...(change.frequency !== undefined
            ? { frequency: JSON.stringify(change.frequency) }
            : {}),
          updated_at: now,
        };
        if (change.archived === true && habit.archived_at === null) next.archived_at = now;
        if (change.archived === false && habit.archived_at !== null) {
          if ((await activeCount(context.db, userId)) >= MAX_ACTIVE_HABITS) throw tooManyHabits();
          next.archived_at = null;
          next.position = await nextPosition(context.db, userId);
        }
        const { id: _id, user_id: _owner, created_at: _created, ...changed } = next;
        await context.db
          .updateTable('habits')
          .set(changed)
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .execute();
        if (next.target !== habit.target) {
          await habitTargetChanged(context.db, userId, { habitId: id, target: next.target });
        }
        return next;
      });
    },

    /** Deletes the habit for good, its marks and pauses with it; false when it is not the user's. */
    remove(userId: string, id: string): Promise<boolean> {
      return writeTransaction(database, async ({ db: trx }) => {
        const result = await trx
          .deleteFrom('habits')
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (result.numDeletedRows === 0n) return false;
        await habitRemoved(trx, userId, id);
        return true;
      });
    },

    /** Puts the active habits in the order of `ids`, which must name each of them once. */
    reorder(userId: string, ids: string[]): Promise<void> {
      return writeTransaction(database, async (context) => {
        await holdUser(context, userId);
        const active = await context.db
          .selectFrom('habits')
          .select('id')
          .where('user_id', '=', userId)
          .where('archived_at', 'is', null)
          .execute();
        const given = new Set(ids);
        if (
          given.size !== ids.length ||
          given.size !== active.length ||
          active.some(({ id }) => !given.has(id))
        ) {
          throw unprocessable(
            ['body', 'ids'],
            'List each of your active habits exactly once',
            'habit_order',
          );
        }
        const now = new Date().toISOString();
        for (const [position, id] of ids.entries()) {
          await context.db
            .updateTable('habits')
            .set({ position, updated_at: now })
            .where('id', '=', id)
            .where('user_id', '=', userId)
            .execute();
        }
      });
    },

    /** A planned pause of the habit, both days included; refused where it overlaps another. */
    addPause(userId: string, habitId: string, from: LocalDate, to: LocalDate) {
      return writeTransaction(database, async (context) => {
        await holdUser(context, userId);
        await activeHabit(context, userId, habitId);
        const overlapping = await context.db
          .selectFrom('habit_pauses')
          .select(['from_date', 'to_date'])
          .where('habit_id', '=', habitId)
          .where('user_id', '=', userId)
          .where('from_date', '<=', to)
          .where('to_date', '>=', from)
          .executeTakeFirst();
        if (overlapping) {
          throw new ApiError(
            409,
            `The habit is already paused from ${overlapping.from_date} to ${overlapping.to_date}`,
          );
        }
        const pause: HabitPauseRow = {
          id: randomUUID(),
          habit_id: habitId,
          user_id: userId,
          from_date: from,
          to_date: to,
          created_at: new Date().toISOString(),
        };
        await context.db.insertInto('habit_pauses').values(pause).execute();
        return pause;
      });
    },

    /** Whether the user's habit had that pause to remove. */
    async removePause(userId: string, habitId: string, pauseId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('habit_pauses')
        .where('id', '=', pauseId)
        .where('habit_id', '=', habitId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Marks a day done, skipped or with an amount; the mark's kind must fit the habit's. */
    setMark(
      userId: string,
      habitId: string,
      date: LocalDate,
      mark: HabitMarkUpsert,
    ): Promise<HabitMarkRow> {
      return writeTransaction(database, async (context) => {
        const { db: trx } = context;
        const habit = await activeHabit(context, userId, habitId);
        if (habit.kind === 'boolean' && mark.status === 'value') {
          throw unprocessable(
            ['body', 'status'],
            'A yes/no habit is marked done or skipped, not with an amount',
            'habit_kind',
          );
        }
        if (habit.kind === 'measurable' && mark.status === 'done') {
          throw unprocessable(
            ['body', 'status'],
            'A measurable habit is marked with an amount (or skipped)',
            'habit_kind',
          );
        }
        const now = new Date().toISOString();
        const value = mark.status === 'value' ? mark.value : null;
        const row = await trx
          .insertInto('habit_marks')
          .values({
            habit_id: habitId,
            user_id: userId,
            date,
            status: mark.status,
            value,
            created_at: now,
            updated_at: now,
          })
          .onConflict((conflict) =>
            conflict
              .columns(['habit_id', 'date'])
              .doUpdateSet({ status: mark.status, value, updated_at: now }),
          )
          .returningAll()
          .executeTakeFirstOrThrow();
        await habitDayChanged(trx, userId, { habitId, date, dayDone: isDayDone(row, habit) });
        return row;
      });
    },

    /** Leaves the day open again (nothing to clear is fine). */
    clearMark(userId: string, habitId: string, date: LocalDate): Promise<void> {
      return writeTransaction(database, async (context) => {
        const { db: trx } = context;
        await activeHabit(context, userId, habitId);
        await trx
          .deleteFrom('habit_marks')
          .where('habit_id', '=', habitId)
          .where('user_id', '=', userId)
          .where('date', '=', date)
          .execute();
        await habitDayChanged(trx, userId, { habitId, date, dayDone: false });
      });
    },

    /** Every mark of every habit of the user (archived ones too) in [from, to]. */
    listMarks(userId: string, from: LocalDate, to: LocalDate): Promise<HabitMarkRow[]> {
      return db
        .selectFrom('habit_marks')
        .selectAll()
        .where('user_id', '=', userId)
        .where('date', '>=', from)
        .where('date', '<=', to)
        .orderBy('date')
        .orderBy('habit_id')
        .execute();
    },
  };
}

export type HabitsRepository = ReturnType<typeof habitsRepository>;
