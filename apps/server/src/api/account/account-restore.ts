/**
 * Restores an export file (already validated by the contracts' accountExportSchema) into the
 * signed-in account: its personal info and preferences, and every tracking record with a new id
 * (habit ids remapped for their marks and pauses). All of it in one transaction, and only into an
 * account that holds no tracking record yet, so an import never merges two histories or runs twice.
 * Records keep the timestamps of the file: they are the user's history (the diary orders a day's
 * entries by when they were written).
 */
import type { AccountExport, AccountImportResult } from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppDatabase, DatabaseKind } from '../../db/database.js';
import { insertInBatches } from '../../db/insert-in-batches.js';
import type { Database } from '../../db/schema.js';
import { holdUser } from '../../db/row-locks.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { restoreUnlockDates } from '../progress/achievement-portability.js';
import { recomputeProgress } from '../progress/recompute-progress.js';
import { ApiError } from '../http/api-error.js';
import { insertEntries } from '../tracking/diary/diary-entry-store.js';
import { insertCognitiveResults } from './cognitive-results-records.js';
import { restoreLeagueMembership } from '../league/league-records.js';
import { restorePhysical } from '../physical/physical-portability.js';

/** Where the rows go: the transaction, and the kind of database it runs on. */
interface Target {
  db: Kysely<Database>;
  kind: DatabaseKind;
}

/** The tables whose rows make an account's tracking history (marks and pauses need a habit). */
const TRACKING_TABLES = [
  'check_ins',
  'habits',
  'diary_entries',
  'cognitive_results',
  'workouts',
  'user_exercises',
  'routines',
  'body_measurements',
] as const;

async function holdsTrackingRecords(db: Kysely<Database>, userId: string): Promise<boolean> {
  for (const table of TRACKING_TABLES) {
    const row = await db
      .selectFrom(table)
      .select('user_id')
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/** The file's diary entries with their tags, through the diary's one write path (search included). */
async function insertDiaryEntries(
  target: Target,
  userId: string,
  entries: AccountExport['diary_entries'],
): Promise<void> {
  await insertEntries(
    target.db,
    target.kind,
    userId,
    entries.map((entry) => ({
      entry: {
        id: randomUUID(),
        date: entry.date,
        title: entry.title,
        body: entry.body,
        mood: entry.mood,
        created_at: entry.created_at,
        updated_at: entry.updated_at,
      },
      tags: entry.tags,
    })),
  );
}

async function insertHabits(
  target: Target,
  userId: string,
  file: Pick<AccountExport, 'habits' | 'habit_marks'>,
): Promise<number> {
  const newIds = new Map(file.habits.map((habit) => [habit.id, randomUUID()]));
  const idOf = (fileId: string) => newIds.get(fileId)!;
  await insertInBatches(
    target,
    'habits',
    file.habits.map((habit) => ({
      id: idOf(habit.id),
      user_id: userId,
      name: habit.name,
      description: habit.description,
      kind: habit.kind,
      target: habit.target,
      unit: habit.unit,
      frequency: JSON.stringify(habit.frequency),
      start_date: habit.start_date,
      position: habit.position,
      archived_at: habit.archived_at,
      created_at: habit.created_at,
      updated_at: habit.updated_at,
    })),
  );
  const pauses = file.habits.flatMap((habit) =>
    habit.pauses.map((pause) => ({
      id: randomUUID(),
      habit_id: idOf(habit.id),
      user_id: userId,
      from_date: pause.from,
      to_date: pause.to,
      created_at: pause.created_at,
    })),
  );
  await insertInBatches(target, 'habit_pauses', pauses);
  await insertInBatches(
    target,
    'habit_marks',
    file.habit_marks.map((mark) => ({
      habit_id: idOf(mark.habit_id),
      user_id: userId,
      date: mark.date,
      status: mark.status,
      value: mark.value,
      created_at: mark.created_at,
      updated_at: mark.updated_at,
    })),
  );
  return pauses.length;
}

export async function restoreAccount(
  database: AppDatabase,
  userId: string,
  file: AccountExport,
): Promise<AccountImportResult> {
  return writeTransaction(database, async (context) => {
    const { db } = context;
    // A second import of the same user waits here, then finds this one's records.
    await holdUser(context, userId);
    if (await holdsTrackingRecords(db, userId)) {
      throw new ApiError(
        409,
        'This account already holds tracking records: an import restores into an account without any. Import into a new account, or delete these records first.',
      );
    }

    if (file.settings) {
      const row = {
        personal_info: JSON.stringify(file.settings.personal_info),
        preferences: JSON.stringify(file.settings.preferences),
        updated_at: new Date().toISOString(),
      };
      await db
        .insertInto('user_settings')
        .values({ user_id: userId, ...row })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
        .execute();
    }

    const target = { db, kind: database.kind };
    await insertInBatches(
      target,
      'check_ins',
      file.check_ins.map((checkIn) => ({ user_id: userId, ...checkIn })),
    );
    const habitPauses = await insertHabits(target, userId, file);
    await insertDiaryEntries(target, userId, file.diary_entries);
    const cognitiveResults = file.cognitive_results ?? [];
    await insertCognitiveResults(target, userId, cognitiveResults);
    const workouts = await restorePhysical(target, userId, file.physical);
    // Points, events and achievements from the restored records, each in the week it was written.
    await recomputeProgress(db, userId);
    await restoreUnlockDates(db, userId, file.achievements ?? []);
    await restoreLeagueMembership(db, userId, file.league);

    return {
      imported: {
        check_ins: file.check_ins.length,
        habits: file.habits.length,
        habit_pauses: habitPauses,
        habit_marks: file.habit_marks.length,
        diary_entries: file.diary_entries.length,
        cognitive_results: cognitiveResults.length,
        workouts,
      },
      settings_restored: file.settings !== null,
    };
  });
}
